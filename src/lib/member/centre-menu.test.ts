import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CENTRE_ENTRIES, centreOpenIn, closeTarget, visibleEntries, withFrom } from './centre-menu';

const on = (modId: string, enabled: boolean) => ({ modId, enabled: enabled ? '1' : '0', childrenNodes: null });

describe('the member centre entries', () => {
  it('lists the thirteen entries of docs/product.md §2 in order, my account first, and safer gambling after transfer to upline (issue 16)', () => {
    expect(CENTRE_ENTRIES.map((entry) => entry.path)).toEqual([
      '/member',
      '/member/wallet',
      '/member/deposit',
      '/member/withdraw',
      '/member/transfer-upline',
      '/member/safer-gambling',
      '/member/bets',
      '/member/transactions',
      '/member/profit',
      '/member/bonuses',
      '/member/rewards',
      '/member/referral',
      '/member/missions',
      '/member/messages',
    ]);
  });

  it('lists an entry exactly when its page exists', () => {
    const pageOf = (path: string) => `src/pages/[...locale]${path === '/member' ? '/member/index' : path}.astro`;
    for (const entry of CENTRE_ENTRIES) expect(existsSync(pageOf(entry.path)), `${entry.id}: built ${entry.built}`).toBe(entry.built);
    expect(visibleEntries({ toUpline: false }).map((entry) => entry.id)).toEqual(
      CENTRE_ENTRIES.filter((entry) => entry.built && entry.id !== 'transfer-upline').map((entry) => entry.id),
    );
  });

  it('shows transfer to upline only to an account with an upline', () => {
    const entries = CENTRE_ENTRIES.map((entry) => ({ ...entry, built: true }));
    expect(visibleEntries({ toUpline: false }, { entries }).map((entry) => entry.id)).not.toContain('transfer-upline');
    expect(visibleEntries({ toUpline: true }, { entries }).map((entry) => entry.id)).toContain('transfer-upline');
    expect(visibleEntries({ toUpline: true }, { entries })).toHaveLength(14);
  });

  it('shows nothing when the centre is closed', () => {
    expect(visibleEntries({ toUpline: true }, { open: false })).toEqual([]);
  });

  it('is open only when MEMBERCENTER3 and its groups are on', () => {
    expect(centreOpenIn([{ modId: 'MEMBER3', enabled: '1', childrenNodes: [on('MEMBERCENTER3', true)] }])).toBe(true);
    expect(centreOpenIn([{ modId: 'MEMBER3', enabled: '0', childrenNodes: [on('MEMBERCENTER3', true)] }])).toBe(false);
    expect(centreOpenIn([on('MEMBERCENTER3', false)])).toBe(false);
    expect(centreOpenIn([])).toBe(false);
    expect(centreOpenIn(null)).toBe(false);
  });
});

describe('the close button', () => {
  const origin = 'https://www.lucky.example';
  const target = (from: string | null, referrer: string | null, home = '/') => closeTarget({ from, referrer, origin, home });

  it('returns to the page kept in `from`', () => {
    expect(target('/promotions?x=1', `${origin}/vip`)).toBe('/promotions?x=1');
  });

  it('otherwise returns to a referrer on this site', () => {
    expect(target(null, `${origin}/en/vip?tab=2`)).toBe('/en/vip?tab=2');
  });

  it('never leaves the site', () => {
    expect(target('//evil.example/x', null)).toBe('/');
    expect(target('https://evil.example/', null)).toBe('/');
    expect(target(null, 'https://evil.example/vip')).toBe('/');
    expect(target('/%2F%2Fevil.example', null, '/en/')).toBe('/en/');
  });

  it('does not return into the centre itself', () => {
    expect(target('/member', `${origin}/en/member`, '/en/')).toBe('/en/');
  });

  it('goes home without a usable origin page', () => {
    expect(target(null, null, '/en/')).toBe('/en/');
    expect(target(null, 'not a url', '/en/')).toBe('/en/');
  });

  it('keeps `from` on the centre links', () => {
    expect(withFrom('/en/member', '/en/vip?a=1')).toBe('/en/member?from=%2Fen%2Fvip%3Fa%3D1');
    expect(withFrom('/member', null)).toBe('/member');
  });
});
