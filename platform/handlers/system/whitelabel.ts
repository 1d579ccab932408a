import { whitelabel } from '../../../src/contract/calls/system';
import { defineHandler, success } from '../../http/context';
import { effectiveWhitelabel } from '../../settings/whitelabel';

/** GET /wps/system/whitelabel: the feature-switch tree, with the run-time switches applied. */
export default defineHandler(whitelabel, async ({ services }) => success(effectiveWhitelabel(await services.settings.get())));
