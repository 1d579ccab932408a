// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HEAD_SCRIPT } from './head-script';
import { PASSWORD_CHANGE_COOKIE, USERNAME_HINT_COOKIE } from './session/cookies';
import { AFFILIATE_PARAMS, REFERRAL_PARAM, STORAGE_KEYS, captureReferral } from './account/register/referral';
import { REMEMBER_KEY, rememberUsername } from './account/remember';

/** Runs the head script in this page at `address` with these cookies; returns <html>'s data attributes. */
function run(address: string, cookies: string[] = []): DOMStringMap {
  const root = document.documentElement;
  for (const name of Object.keys(root.dataset)) delete root.dataset[name];
  for (const cookie of document.cookie.split(';')) document.cookie = `${cookie.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  for (const cookie of cookies) document.cookie = cookie;
  const url = new URL(address);
  history.replaceState(null, '', url.pathname + url.search);
  // The script as the page runs it: its own text, in the page's global scope.
  new Function(HEAD_SCRIPT)();
  return { ...root.dataset };
}

describe('the head script', () => {
  it('applies the light theme by default and marks a logged-in visitor from the hint cookie', () => {
    expect(run('https://site.test/')).toMatchObject({ theme: 'light' });
    expect(run('https://site.test/').session).toBeUndefined();
    expect(run('https://site.test/', [`${USERNAME_HINT_COOKIE}=demo_player`]).session).toBe('member');
  });

  it('marks a password change that is due, only for a session', () => {
    expect(run('https://site.test/', [`${USERNAME_HINT_COOKIE}=demo_player`, `${PASSWORD_CHANGE_COOKIE}=1`]).passwordChange).toBe('due');
    expect(run('https://site.test/', [`${PASSWORD_CHANGE_COOKIE}=1`]).passwordChange).toBeUndefined();
    expect(run('https://site.test/', [`${USERNAME_HINT_COOKIE}=demo_player`, `${PASSWORD_CHANGE_COOKIE}=0`]).passwordChange).toBeUndefined();
  });

  it('marks a remembered username, so the login page shows it without waiting for a touch', () => {
    localStorage.removeItem(REMEMBER_KEY);
    expect(run('https://site.test/login').remembered).toBeUndefined();
    rememberUsername('team_ana');
    expect(run('https://site.test/login').remembered).toBe('1');
    localStorage.removeItem(REMEMBER_KEY);
  });

  it('marks an invitation code in the address, by each name registration reads', () => {
    for (const name of [REFERRAL_PARAM, ...AFFILIATE_PARAMS]) expect(run(`https://site.test/register?${name}=LUCKY2026`).invited, name).toBe('1');
    expect(run('https://site.test/register?next=%2F').invited).toBeUndefined();
  });

  it('keeps an invitation code of the address at once, where registration reads it on a later page of the tab', () => {
    sessionStorage.clear();
    run('https://site.test/en/register?referralCode=FRIEND42');
    run('https://site.test/en/?code=AGENT7');
    expect(sessionStorage.getItem(STORAGE_KEYS.referralCode)).toBe('FRIEND42');
    // The form, opened later without the query, gets both codes.
    expect(captureReferral('', sessionStorage)).toEqual({ referralCode: 'FRIEND42', affiliateCode: 'AGENT7' });
    sessionStorage.clear();
  });
});
