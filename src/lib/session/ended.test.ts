import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../contract/envelope';
import { endedOf, guestAfter, sessionEndOf, sessionEndOfParam, withEndedNote } from './ended';
import { forgetSessionCookies, SESSION_COOKIES } from './cookies';

describe('why a session ended', () => {
  it("reads the platform's 401 value and the cookie, and nothing it does not know", () => {
    expect(sessionEndOf({ ended: 'sessionLimit' })).toBe('sessionLimit');
    expect(sessionEndOf('sessionLimit')).toBe('sessionLimit');
    expect(sessionEndOf({ ended: 'other' })).toBeUndefined();
    expect(sessionEndOf(undefined)).toBeUndefined();
    expect(sessionEndOf(null)).toBeUndefined();
  });

  it("makes a 401 a guest, with the platform's reason when it gave one", () => {
    expect(guestAfter(new PlatformError('unauthorized', 'ended', { status: 401, value: { ended: 'sessionLimit' } }))).toEqual({
      kind: 'guest',
      ended: 'sessionLimit',
    });
    expect(guestAfter(new PlatformError('unauthorized', 'expired', { status: 401 }))).toEqual({ kind: 'guest' });
  });

  it("adds the login page's note to its address, after `next` or alone", () => {
    expect(withEndedNote('/en/login?next=%2Fen%2Fmember%2Fbets', 'sessionLimit')).toBe('/en/login?next=%2Fen%2Fmember%2Fbets&ended=session-limit');
    expect(withEndedNote('/login', 'sessionLimit')).toBe('/login?ended=session-limit');
    expect(withEndedNote('/login?next=%2Fmember', undefined)).toBe('/login?next=%2Fmember');
    expect(sessionEndOfParam('session-limit')).toBe('sessionLimit');
    expect(sessionEndOfParam('sessionLimit')).toBeUndefined();
    expect(sessionEndOfParam(null)).toBeUndefined();
  });

  it('takes the first reason of several answers', () => {
    expect(endedOf({ kind: 'answered' }, { kind: 'guest', ended: 'sessionLimit' })).toBe('sessionLimit');
    expect(endedOf(null, { kind: 'guest' })).toBeUndefined();
  });

  it('stays behind when the session is forgotten, HttpOnly and for a day at most; nothing stays without a reason', () => {
    const jar = new Map<string, { value: string; options: Record<string, unknown> }>(SESSION_COOKIES.map((name) => [name, { value: 'x', options: {} }]));
    const cookies = {
      delete: (name: string) => {
        jar.delete(name);
      },
      set: (name: string, value: string, options: object) => {
        jar.set(name, { value, options: { ...options } });
      },
    };
    forgetSessionCookies(cookies, true);
    expect([...jar.keys()]).toEqual([]);
    forgetSessionCookies(cookies, true, 'sessionLimit');
    expect(jar.get('sessionEnded')).toEqual({ value: 'sessionLimit', options: { httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: 86_400 } });
  });
});
