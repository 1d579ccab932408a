import type { AstroCookies } from 'astro';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sessionMember = vi.fn();
vi.mock('../account/session-member.server', () => ({ sessionMember: (...args: unknown[]) => sessionMember(...args) }));

const { requestSession } = await import('./request-session.server');

const cookies = (values: Record<string, string>): AstroCookies =>
  ({ has: (name: string) => name in values, get: (name: string) => (name in values ? { value: values[name] } : undefined) }) as unknown as AstroCookies;

const member = { kind: 'member', member: { account: 'demo_player', type: 0 } };

describe('the request session', () => {
  beforeEach(() => {
    sessionMember.mockReset();
    sessionMember.mockResolvedValue(member);
  });

  it('asks the platform who the session is at most once per request, and only when asked', async () => {
    const session = requestSession(cookies({ sid: 'token', username: 'demo_player' }), 'EN', '203.0.113.9');
    expect(session.signedIn).toBe(true);
    expect(session.hint).toEqual({ status: 'member', username: 'demo_player' });
    expect(sessionMember).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([session.member(), session.member()]);
    expect(await session.member()).toBe(first);
    expect(second).toBe(first);
    expect(first).toEqual(member);
    expect(sessionMember).toHaveBeenCalledTimes(1);
    expect(sessionMember.mock.calls[0]?.slice(1)).toEqual(['EN', '203.0.113.9']);
  });

  it('is a guest without the session cookie, without asking the platform', async () => {
    const session = requestSession(cookies({ username: 'demo_player' }), 'EN', undefined);
    expect(session.signedIn).toBe(false);
    expect(await session.member()).toEqual({ kind: 'guest' });
    expect(sessionMember).not.toHaveBeenCalled();
  });
});
