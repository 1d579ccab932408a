// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberInfo } from '../../contract/calls/member';
import { stubCalls } from '../platform/stub-calls.test-support';
import { $member, loadMember } from './member';

afterEach(() => vi.unstubAllGlobals());

describe('loadMember', () => {
  it('asks once for callers that ask while a load is under way, and again after it has answered', async () => {
    const stub = stubCalls([[memberInfo, () => ({ id: 1, account: 'demo', type: 0 })]]);
    const [first, second] = await Promise.all([loadMember(), loadMember()]);
    expect(first?.account).toBe('demo');
    expect(second).toBe(first);
    expect(stub.callsTo(memberInfo)).toHaveLength(1);
    await loadMember();
    expect(stub.callsTo(memberInfo)).toHaveLength(2);
    expect($member.get()?.account).toBe('demo');
  });
});
