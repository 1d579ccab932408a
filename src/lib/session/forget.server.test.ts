import type { AstroCookies } from 'astro';
import { describe, expect, it } from 'vitest';
import { localeByCode } from '../i18n/locales';
import { loginAfterEndedSession } from './forget.server';

const EN = localeByCode('EN')!;

/** One request's cookies: what it carried, and what the helper deleted and set. */
function jar(carried: Record<string, string>) {
  const deleted: string[] = [];
  const set = new Map<string, { value: string; options: unknown }>();
  const cookies = {
    has: (name: string) => name in carried,
    get: (name: string) => (name in carried ? { value: carried[name] } : undefined),
    delete: (name: string) => void deleted.push(name),
    set: (name: string, value: string, options: unknown) => void set.set(name, { value, options }),
  } as unknown as AstroCookies;
  return { cookies, deleted, set };
}

describe('loginAfterEndedSession', () => {
  it('forgets the session, keeps why it ended, and comes back to the page asked for (a game launch, with its query)', () => {
    const { cookies, deleted, set } = jar({ sid: 'token', username: 'demo_player' });
    const url = new URL('http://localhost:4321/en/game?gameType=RNG&vendor=JILI&gameCode=JILI-1');
    expect(loginAfterEndedSession(cookies, url, EN, 'sessionLimit', `${url.pathname}${url.search}`)).toBe(
      `/en/login?next=${encodeURIComponent('/en/game?gameType=RNG&vendor=JILI&gameCode=JILI-1')}&ended=session-limit`,
    );
    expect(deleted.sort()).toEqual(['isAgent', 'passwordChange', 'sid', 'username']);
    expect(set.get('sessionEnded')).toEqual({ value: 'sessionLimit', options: expect.objectContaining({ httpOnly: true, path: '/' }) });
  });

  it('says why from the cookie an earlier request kept, when its own call was not told; back to the page without its query', () => {
    const { cookies } = jar({ sessionEnded: 'sessionLimit' });
    const url = new URL('http://localhost:4321/en/pointMall?redeem=3');
    expect(loginAfterEndedSession(cookies, url, EN)).toBe(`/en/login?next=${encodeURIComponent('/en/pointMall')}&ended=session-limit`);
  });

  it('says nothing more for a session that ended without a reason (expiry, logged out elsewhere)', () => {
    const { cookies, set } = jar({ sid: 'token' });
    expect(loginAfterEndedSession(cookies, new URL('http://localhost:4321/member/bets'), localeByCode('TY')!)).toBe(
      `/login?next=${encodeURIComponent('/member/bets')}`,
    );
    expect(set.size).toBe(0);
  });
});
