import { registerSettings } from '../../../src/contract/calls/system';
import { defineHandler, success } from '../../http/context';
import { settingOr } from '../../settings/store';

/** GET /wps/system/setting/register: one rule per registration field. */
export default defineHandler(registerSettings, async ({ services }) => success(settingOr(await services.settings.get(), 'register', {})));
