import { memberInfo } from '../../../src/contract/calls/member';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { findById, memberInfoOf } from '../../members/members';

/** GET /wps/member/info: the account behind the session. */
export default defineHandler(memberInfo, async ({ services, memberId, t }) => {
  const member = memberId === null ? null : await findById(services.db, memberId);
  return member ? success(memberInfoOf(member)) : refusal(401, t('unauthorized'), ErrorCodes.unauthorized);
});
