import { domainRoutes } from '../../../src/contract/calls/system';
import { defineHandler, success } from '../../http/context';
import { settingOr } from '../../settings/store';

/** GET /wps/system/domainRoute: site domains and the app download link with its QR image. */
export default defineHandler(domainRoutes, async ({ services }) => success(settingOr(await services.settings.get(), 'domainRoute', [])));
