import { countryCodes } from '../../../src/contract/calls/system';
import { defineHandler, success } from '../../http/context';
import { COUNTRY_CODES } from '../../seed/countries';

/** GET /wps/system/countryCodes: reference data, the same for every merchant of this platform. */
export default defineHandler(countryCodes, async () => success(COUNTRY_CODES));
