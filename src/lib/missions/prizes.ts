import type { Reward } from '../../contract/calls/rewards';

/**
 * Mission prizes waiting to be claimed (docs/product.md §2: mission activity's numeric badge): the
 * reward centre's waiting rewards of kind `mission` (docs/decisions/0039-missions-and-referral.md).
 */
export const missionPrizesWaiting = (waiting: readonly Pick<Reward, 'kind'>[]): number => waiting.filter((reward) => reward.kind === 'mission').length;
