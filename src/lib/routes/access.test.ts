import { describe, expect, it } from 'vitest';
import { decideAccess, decideRouteAccess, needsViewer, REFUSAL_STATUS } from './access';
import { matchRoute, type RouteMatch } from './route-table';

const player = { kind: 'member', type: 0, account: 'demo_player' } as const;
const agent = { kind: 'member', type: 1, account: 'demo_agent' } as const;
const trial = { kind: 'member', type: 4, account: 'demo_trial' } as const;

describe('access to member and agent pages', () => {
  it('lets anyone open a public page', () => {
    for (const viewer of [{ kind: 'guest' } as const, { kind: 'unavailable' } as const, player, trial]) {
      expect(decideAccess('public', viewer)).toEqual({ kind: 'allow' });
    }
  });

  it('sends a guest to log in', () => {
    expect(decideAccess('member', { kind: 'guest' })).toEqual({ kind: 'login' });
    expect(decideAccess('agent', { kind: 'guest' })).toEqual({ kind: 'login' });
  });

  it('lets players and agents into member pages, and agents into agent pages', () => {
    expect(decideAccess('member', player)).toEqual({ kind: 'allow' });
    expect(decideAccess('member', agent)).toEqual({ kind: 'allow' });
    expect(decideAccess('agent', agent)).toEqual({ kind: 'allow' });
    expect(decideAccess('agent', { ...agent, type: 42 })).toEqual({ kind: 'allow' });
  });

  it('refuses a non-agent an agent page (403), naming the account', () => {
    expect(decideAccess('agent', player)).toEqual({ kind: 'refuse', refusal: { reason: 'notAgent', account: 'demo_player' } });
    expect(REFUSAL_STATUS.notAgent).toBe(403);
  });

  it('gives a trial account the in_need_true_account message on member and agent pages', () => {
    expect(decideAccess('member', trial)).toEqual({ kind: 'refuse', refusal: { reason: 'needRealAccount' } });
    expect(decideAccess('agent', trial)).toEqual({ kind: 'refuse', refusal: { reason: 'needRealAccount' } });
  });

  it('says the platform is unavailable, rather than asking a logged-in visitor to log in again', () => {
    expect(decideAccess('member', { kind: 'unavailable' })).toEqual({ kind: 'refuse', refusal: { reason: 'unavailable' } });
    expect(REFUSAL_STATUS.unavailable).toBe(503);
  });
});

describe('a restricted session (a time-out or self-exclusion holds)', () => {
  const restricted = { ...player, restricted: true } as const;
  const route = (path: string) => matchRoute(path) as RouteMatch;

  it('opens withdrawal, the records, My account, messages and safer gambling', () => {
    for (const path of [
      '/member',
      '/member/withdraw',
      '/member/bets',
      '/member/transactions',
      '/member/profit',
      '/member/bonuses',
      '/member/messages',
      '/member/safer-gambling',
    ]) {
      expect(decideRouteAccess(route(path), restricted), path).toEqual({ kind: 'allow' });
    }
  });

  it('refuses every other member page, pages still to come, agent pages and game launches (403)', () => {
    for (const path of [
      '/member/deposit',
      '/member/wallet',
      '/member/transfer-upline',
      '/member/rewards',
      '/member/feedback',
      '/member/referral',
      '/agent/team',
      '/game',
      '/fbsports',
    ]) {
      expect(decideRouteAccess(route(path), { ...restricted, type: 1 }), path).toEqual({ kind: 'refuse', refusal: { reason: 'restricted' } });
    }
    expect(REFUSAL_STATUS.restricted).toBe(403);
  });

  it('leaves other public pages open, and an unrestricted player everything', () => {
    expect(decideRouteAccess(route('/rng'), restricted)).toEqual({ kind: 'allow' });
    expect(decideRouteAccess(route('/member/deposit'), player)).toEqual({ kind: 'allow' });
    expect(decideRouteAccess(route('/game'), player)).toEqual({ kind: 'allow' });
  });

  it('asks who is viewing a play page only when the request carries a session', () => {
    expect(needsViewer(route('/game'), true)).toBe(true);
    expect(needsViewer(route('/game'), false)).toBe(false);
    expect(needsViewer(route('/rng'), true)).toBe(false);
    expect(needsViewer(route('/member/bets'), false)).toBe(true);
  });
});

describe('a session the session-time limit ended', () => {
  const ended = { kind: 'guest', ended: 'sessionLimit' } as const;
  const route = (path: string) => matchRoute(path) as RouteMatch;

  it('sends the player to log in from a member page or a game', () => {
    expect(decideRouteAccess(route('/member/bets'), ended)).toEqual({ kind: 'login' });
    expect(decideRouteAccess(route('/game'), ended)).toEqual({ kind: 'login' });
  });

  it('leaves a guest on public pages', () => {
    expect(decideRouteAccess(route('/game'), { kind: 'guest' })).toEqual({ kind: 'allow' });
    expect(decideRouteAccess(route('/rng'), ended)).toEqual({ kind: 'allow' });
  });
});
