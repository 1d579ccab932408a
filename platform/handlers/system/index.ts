import * as calls from '../../../src/contract/calls/system';
import { defineDomain } from '../domain';
import announcements from './announcements';
import banners from './banners';
import countryCodes from './country-codes';
import domainRoutes from './domain-routes';
import helpCenter from './help-center';
import registerSettings from './register-settings';
import systemStatus from './system-status';
import whitelabel from './whitelabel';

/** The system calls the reference platform answers, the ones it does not (and why), and a request for each answered one (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: { announcements, banners, countryCodes, domainRoutes, helpCenter, registerSettings, systemStatus, whitelabel },
  unsupported: {},
  samples: {
    announcements: [{}, { query: { types: 'B,PU', platform: 'W' } }],
    banners: ['home', 'slots', 'live', 'fish', 'promotions', 'w_register'].map((groupName) => ({ query: { groupName } })),
    countryCodes: [{}],
    domainRoutes: [{ query: { device: 0 } }, { query: { device: 3 } }],
    helpCenter: [{}, { language: 'TY' }, { query: { language: 'VI' } }],
    registerSettings: [{}],
    systemStatus: [{ query: { host: 'www.lucky.example' } }],
    whitelabel: [{}],
  },
});
