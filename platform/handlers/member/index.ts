import * as calls from '../../../src/contract/calls/member';
import { defineDomain } from '../domain';
import agentAffiliate from './agent-affiliate';
import consolidatedFunds from './consolidated-funds';
import changePassword from './change-password';
import firstLogin from './first-login';
import forgotPasswordByEmail from './forgot-password-email';
import memberIcon from './member-icon';
import memberInfo from './member-info';
import register from './register';
import registerMobile from './register-mobile';
import setPasswordByPhone from './set-password-by-phone';
import vipLevels from './vip-levels';

/** The member calls the reference platform answers, the ones it does not (and why), and a request for each answered one (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: {
    agentAffiliate,
    changePassword,
    consolidatedFunds,
    firstLogin,
    forgotPasswordByEmail,
    memberIcon,
    memberInfo,
    register,
    registerMobile,
    setPasswordByPhone,
    vipLevels,
  },
  unsupported: {},
  samples: {
    agentAffiliate: [{ query: { code: 'LUCKY2026', domain: 'www.lucky.example' } }],
    changePassword: [
      async (t) => ({
        token: (await t.login('demo_expired', 'Expired2026', { ip: '203.0.113.152' })).body.value?.token ?? '',
        body: { oldPassword: 'Expired2026', newPassword: 'Renewed2026', confirmNewPassword: 'Renewed2026' },
        encrypt: true,
      }),
    ],
    consolidatedFunds: [async (t) => ({ token: (await t.login('demo_agent', 'Agent2026')).body.value!.token })],
    firstLogin: [{ token: 'SESSION', body: {} }],
    forgotPasswordByEmail: [
      async (t) => {
        await t.platform.db.query("UPDATE members SET email = 'ana@example.com' WHERE account = 'team_ana'");
        return { body: { username: 'team_ana', email: 'ANA@example.com' }, form: true };
      },
    ],
    memberIcon: [{ token: 'SESSION' }],
    memberInfo: [{ token: 'SESSION' }],
    register: [
      async (t) => ({
        body: {
          username: 'contractU1',
          password: 'Contract2026',
          confirmPassword: 'Contract2026',
          captcha: await t.captcha('contract-reg-1'),
          captchaUuid: 'contract-reg-1',
        },
        encrypt: true,
      }),
    ],
    registerMobile: [
      async (t) => ({
        body: {
          mobileNum: '9170000002',
          countryDialingCode: '63',
          password: 'Contract2026',
          confirmPassword: 'Contract2026',
          captcha: await t.captcha('contract-reg-2'),
          captchaUuid: 'contract-reg-2',
        },
        encrypt: true,
      }),
    ],
    setPasswordByPhone: [
      async (t) => {
        await t.platform.db.query("UPDATE members SET mobile_country = '63', mobile_num = '9170000003' WHERE account = 'team_ben'");
        await t.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: '9170000003', countryDialingCode: '63' }, ip: '203.0.113.153' });
        return { body: { mobileNum: '09170000003', verificationCode: await t.smsCode('+639170000003'), newPassword: 'TeamBen2027' }, encrypt: true };
      },
    ],
    vipLevels: [{}, { query: { language: 'TY' } }],
  },
});
