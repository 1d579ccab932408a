import { safetyOverview } from '../../../src/contract/calls/safety';
import { defineHandler, success } from '../../http/context';
import { safetyOverviewValue } from '../../safety/overview';

/** GET /wps/v2/safety (token): limits with usage, pending raises, session limit, reality check, block. */
export default defineHandler(safetyOverview, async ({ services, memberId, token, now }) =>
  success(await safetyOverviewValue(services.db, memberId!, token, now)),
);
