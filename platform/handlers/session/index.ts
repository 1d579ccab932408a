import * as calls from '../../../src/contract/calls/session';
import { defineDomain } from '../domain';
import captcha from './captcha';
import freePlayLogin from './free-play';
import login from './login';
import logout from './logout';
import rsaKey from './rsa-key';
import smsNoLogin from './sms-no-login';
import smsRegister from './sms-register';

/** The session calls the reference platform answers, the ones it does not (and why), and a request for each answered one (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: { captcha, freePlayLogin, login, logout, rsaKey, smsNoLogin, smsRegister },
  unsupported: {
    socialLogin: 'checking a Google or Facebook token needs the provider, over the network (docs/platform-api.md "Session")',
  },
  samples: {
    captcha: [{ query: { uuid: 'contract-captcha-uuid' } }],
    freePlayLogin: [{ body: { os: 'Linux', platform: 'W', random: 'x7Yq' }, encrypt: true, headers: { 'X-Gateway-Version': '3' }, ip: '203.0.113.150' }],
    login: [{ body: { username: 'demo_agent', password: 'Agent2026' }, encrypt: true }],
    logout: [{ token: 'LOGIN' }],
    rsaKey: [{}],
    smsNoLogin: [{ body: { mobileNum: '9181234567', countryDialingCode: '63' }, ip: '203.0.113.151' }],
    smsRegister: [{ body: { mobileNo: '09170000001', countryDialingCode: '+63' }, ip: '203.0.113.151' }],
  },
});
