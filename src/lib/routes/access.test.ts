import { describe, expect, it } from 'vitest';
import { decideAccess, REFUSAL_STATUS } from './access';

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
