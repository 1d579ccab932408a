import { safetyRealityCheck } from '../../../src/contract/calls/safety';
import { defineHandler, success } from '../../http/context';
import { sinceLogin } from '../../safety/sessions';

/** GET /wps/v2/safety/session (token): the reality check's figures since this session's login. */
export default defineHandler(safetyRealityCheck, async ({ services, memberId, token, now }) => success(await sinceLogin(services.db, memberId!, token!, now)));
