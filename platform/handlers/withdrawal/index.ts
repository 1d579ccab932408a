import * as calls from '../../../src/contract/calls/withdrawal';
import { defineDomain } from '../domain';
import addWithdrawalAccount from './add-withdrawal-account';
import banks from './banks';
import paymentPasswordSms from './payment-password-sms';
import paymentPasswordState from './payment-password-state';
import removeWithdrawalAccount from './remove-withdrawal-account';
import { samplePlayer } from './samples';
import setPaymentPassword from './set-payment-password';
import submitWithdrawal from './submit-withdrawal';
import transferToUpline from './transfer-to-upline';
import withdrawalAccounts from './withdrawal-accounts';
import withdrawalOverview from './withdrawal-overview';

/** The withdrawal calls (docs/platform-api.md "Withdrawals (reference platform)") and a request for each (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: {
    addWithdrawalAccount,
    banks,
    paymentPasswordSms,
    paymentPasswordState,
    removeWithdrawalAccount,
    setPaymentPassword,
    submitWithdrawal,
    transferToUpline,
    withdrawalAccounts,
    withdrawalOverview,
  },
  unsupported: {},
  samples: {
    addWithdrawalAccount: [
      async (t) => ({
        token: (await samplePlayer(t, 'contractWdAdd')).token,
        body: { bankCode: 'BDO', accountNumber: '0012345678', holderName: 'SAMPLE PLAYER' },
        encrypt: true,
      }),
    ],
    banks: [{ token: 'SESSION' }],
    paymentPasswordSms: [async (t) => ({ token: (await t.login('demo_player', 'Player2026', { ip: '203.0.113.161' })).body.value?.token ?? '', body: {} })],
    paymentPasswordState: [{ token: 'SESSION' }],
    removeWithdrawalAccount: [
      async (t) => {
        const { token, accountId } = await samplePlayer(t, 'contractWdRemove');
        return { token, query: { id: accountId } };
      },
    ],
    setPaymentPassword: [
      async (t) => ({
        token: (await samplePlayer(t, 'contractWdPwd')).token,
        body: { oldPaymentPassword: '135790', newPaymentPassword: '246801', confirmPaymentPassword: '246801' },
        encrypt: true,
      }),
    ],
    submitWithdrawal: [
      async (t) => {
        const { token, accountId } = await samplePlayer(t, 'contractWdSubmit');
        return { token, body: { accountId, amount: 150, paymentPassword: '135790', idempotencyKey: 'contract-withdrawal-0001' }, encrypt: true };
      },
    ],
    transferToUpline: [
      async (t) => ({
        token: (await samplePlayer(t, 'contractWdUpline')).token,
        body: { amount: 12.5, paymentPassword: '135790', idempotencyKey: 'contract-to-upline-0001' },
        encrypt: true,
      }),
    ],
    withdrawalAccounts: [{ token: 'SESSION' }],
    withdrawalOverview: [{ token: 'SESSION' }],
  },
});
