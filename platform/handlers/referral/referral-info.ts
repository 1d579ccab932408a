import { referralInfo } from '../../../src/contract/calls/referral';
import { defineHandler, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { merchantCurrency } from '../../promotions/currency';
import { friendsOf, REFERRAL_RULE } from '../../referral/referral';
import { minorToMajor } from '../../wallet/money';
import { maskAccount } from '../games/winner-board';

/** GET /wps/referral/info (token): the invitation code, the rule and the friends (reads only: a friend's deposit or bet grants the reward). */
export default defineHandler(referralInfo, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const { services } = context;
  const { code, friends } = await friendsOf(services.db, found.member.id);
  return success({
    currency: await merchantCurrency(services.settings),
    code,
    rule: {
      deposit: minorToMajor(REFERRAL_RULE.depositMinor),
      validBets: minorToMajor(REFERRAL_RULE.validBetsMinor),
      reward: minorToMajor(REFERRAL_RULE.rewardMinor),
    },
    // Friends are other players: masked like the winner board (platform/handlers/games/winner-board.ts).
    friends: friends.map((friend) => ({
      account: maskAccount(friend.account),
      registeredAt: friend.registeredAt.toISOString(),
      state: friend.state,
      reward: minorToMajor(friend.rewardMinor),
    })),
  });
});
