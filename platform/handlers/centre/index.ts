import * as calls from '../../../src/contract/calls/centre';
import { queryOutbox } from '../../outbox/outbox';
import { defineDomain } from '../domain';
import confirmContactCode from './confirm-contact-code';
import loginHistory from './login-history';
import logoutOthers from './logout-others';
import centreOverview from './overview';
import sendContactCode from './send-contact-code';

/** The member centre's calls (docs/platform-api.md "Member centre") and a request for each (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: { centreOverview, sendContactCode, confirmContactCode, loginHistory, logoutOthers },
  unsupported: {},
  samples: {
    centreOverview: [{ token: 'SESSION' }],
    sendContactCode: [
      { token: 'SESSION', body: { channel: 'email', email: 'contract.centre@example.com' } },
      { token: 'SESSION', body: { channel: 'mobile' } },
    ],
    confirmContactCode: [
      async (t) => {
        const token = (await t.login('demo_vip', 'Diamond2026', { ip: '203.0.113.155' })).body.value?.token ?? '';
        await t.call('POST', '/wps/member/centre/verification/send', { token, body: { channel: 'email', email: 'contract.vip@example.com' } });
        const [message] = await queryOutbox(t.platform.db, { kind: 'email', recipient: 'contract.vip@example.com', limit: 1 });
        return { token, body: { channel: 'email', verificationCode: /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '' } };
      },
    ],
    loginHistory: [{ token: 'SESSION' }],
    // Its own account's session: ending the others must not touch the shared player's sessions.
    logoutOthers: [async (t) => ({ token: (await t.login('demo_vip', 'Diamond2026', { ip: '203.0.113.154' })).body.value?.token ?? '', body: {} })],
  },
});
