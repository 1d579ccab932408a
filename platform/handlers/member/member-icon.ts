import { memberIcon } from '../../../src/contract/calls/member';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { findById } from '../../members/members';
import { avatarPath } from '../../static/avatar';

/** GET /wps/member/info/icon: the avatar of the member's VIP rank (platform/static/avatar.ts). */
export default defineHandler(memberIcon, async ({ services, memberId, t }) => {
  const member = memberId === null ? null : await findById(services.db, memberId);
  return member ? success({ icon: avatarPath(member.club_rank_level) }) : refusal(401, t('unauthorized'), ErrorCodes.unauthorized);
});
