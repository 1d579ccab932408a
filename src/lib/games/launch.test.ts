import { describe, expect, it } from 'vitest';
import { launchPlan, needsRealAccount, type LaunchableGame } from './launch';

const game = (overrides: Partial<LaunchableGame>): LaunchableGame => ({
  gameType: 'RNG',
  vendor: 'JILI',
  vassalage: 'JILI',
  gameCode: 'JILI-001',
  isGame: null,
  defaultPlayType: null,
  ...overrides,
});

describe('launchPlan', () => {
  it('sends an ordinary game through /game with its type, vendor and code', () => {
    expect(launchPlan(game({}))).toEqual({ kind: 'game', path: '/game?gameType=RNG&vendor=JILI&gameCode=JILI-001' });
  });

  it('sends the Vietnamese lottery to /vnlottery and the other in-house lotteries to /lottery', () => {
    expect(launchPlan(game({ gameType: 'ELOTT', vendor: 'TCG_LOTTO_VN', vassalage: 'TCG_LOTTO_VN', gameCode: 'VN1' })).path).toBe(
      '/vnlottery?gameCode=VN1&vendor=TCG_LOTTO_VN',
    );
    expect(launchPlan(game({ gameType: 'LOTT', vendor: 'TCG_SEA', vassalage: 'TCG_SEA', gameCode: 'SEA5', defaultPlayType: 'STRAIGHT' }))).toEqual({
      kind: 'lottery',
      path: '/lottery?gameCode=SEA5&vendor=TCG_SEA&playType=STRAIGHT',
    });
  });

  it('launches a lottery game of a third-party vendor like any other game', () => {
    expect(launchPlan(game({ gameType: 'ELOTT', vendor: 'TCG_KENO', vassalage: 'TCG_KENO', gameCode: 'K1' })).kind).toBe('game');
  });

  it('opens the popup list for a VASSALAGE lobby game', () => {
    expect(launchPlan(game({ isGame: 'VASSALAGE', vassalage: 'HB', vendor: 'HB' }))).toEqual({ kind: 'vassalage', path: '/rng?vassalage=HB' });
  });

  it('falls back to the vassalage when a game has no vendor', () => {
    expect(launchPlan(game({ vendor: '', vassalage: 'PG' })).path).toContain('vendor=PG');
  });
});

describe('needsRealAccount', () => {
  it('is true for card games between players only', () => {
    expect(needsRealAccount({ gameType: 'PVP' })).toBe(true);
    expect(needsRealAccount({ gameType: 'RNG' })).toBe(false);
  });
});
