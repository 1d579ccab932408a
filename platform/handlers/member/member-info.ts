import { memberInfo } from '../../../src/contract/calls/member';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { findById, memberInfoOf } from '../../members/members';
import { blockInForce } from '../../safety/store';

/**
 * GET /wps/member/info: the account behind the session, and whether a time-out or self-exclusion
 * holds (`restricted`: the site then opens only withdrawal, records and account pages).
 */
export default defineHandler(memberInfo, async ({ services, memberId, now, t }) => {
  const member = memberId === null ? null : await findById(services.db, memberId);
  if (!member) return refusal(401, t('unauthorized'), ErrorCodes.unauthorized);
  return success({ ...memberInfoOf(member), restricted: (await blockInForce(services.db, member.id, now)) !== null });
});
