import { systemStatus } from '../../../src/contract/calls/system';
import { defineHandler, success } from '../../http/context';
import { settingOr } from '../../settings/store';
import { readSwitches } from '../../settings/switches';
import { effectiveWhitelabel } from '../../settings/whitelabel';

/**
 * GET /wps/system/status: what the site needs before it renders anything. Served from the
 * settings cache (no query in the common case), since every page load asks for it.
 */
export default defineHandler(systemStatus, async ({ services, ip }) => {
  const settings = await services.settings.get();
  const switches = readSwitches(settings, services.options.env);
  return success({
    maintenance: switches.maintenance,
    maintenanceEnd: switches.maintenanceEnd,
    regionRestriction: switches.regionRestriction,
    location: { ip },
    info: {
      customerService: settingOr(settings, 'customerService', []),
      domainRoute: settingOr(settings, 'domainRoute', []),
      resources: settingOr(settings, 'resources', {}),
      whitelabel: effectiveWhitelabel(settings),
      register: settingOr(settings, 'register', {}),
      mainDomain: settingOr(settings, 'mainDomain', null),
      analytics: settingOr(settings, 'analytics', { gtagId: null }),
      imageCDNs: settingOr(settings, 'imageCDNs', []),
      launchGameCDNs: settingOr(settings, 'launchGameCDNs', []),
    },
  });
});
