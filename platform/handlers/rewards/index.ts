import * as calls from '../../../src/contract/calls/rewards';
import type { TestPlatform } from '../../test-support';
import { defineDomain } from '../domain';
import rewardClaim from './reward-claim';
import rewardList from './reward-list';

/**
 * A waiting reward of the shared player (demo_player) that needs no contact id: rewards are granted
 * by the events that earn them (platform/rewards/events.ts), and some of the seeded ones (a
 * referral's) need a Zalo or WhatsApp id, which this sample does not send.
 */
async function sampleReward(t: TestPlatform): Promise<number> {
  const login = await t.login('demo_player', 'Player2026');
  const list = await t.call<{ waiting: { id: number; needsContact?: boolean }[] }>('GET', '/wps/reward/list', { token: login.body.value!.token });
  return list.body.value!.waiting.find((reward) => !reward.needsContact)!.id;
}

/** The reward centre's calls and a request for each (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: { rewardClaim, rewardList },
  unsupported: {},
  samples: {
    rewardList: [{ token: 'SESSION' }],
    rewardClaim: [async (t) => ({ token: 'SESSION', body: { id: await sampleReward(t), idempotencyKey: 'contract-reward-claim-0001' } })],
  },
});
