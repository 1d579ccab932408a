import { whitelabel } from '../../src/lib/platform/calls/system';
import { defineHandler, success } from '../http/context';
import { settingOr } from '../settings/store';

/** GET /wps/system/whitelabel: the feature-switch tree. */
export default defineHandler(whitelabel, async ({ services }) => success(settingOr(await services.settings.get(), 'whitelabel', [])));
