import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../contract/envelope';
import { ErrorCodes } from '../../contract/refusals';
import { asMinorUnits, type MinorUnits } from '../../contract/money';
import type { RaffleStatus } from '../../contract/calls/promotions';
import { claimResultFor, detailPath, newClaimKey, parseClaimResult, parsePromotionId, postedClaimKey, raffleView } from './claim';

const rejected = (errorCode: string) => new PlatformError('rejected', 'no', { errorCode });
const status = (state: RaffleStatus['state'], prize: MinorUnits | null = null): RaffleStatus => ({
  state,
  prize,
  currency: 'PHP',
  claimedAt: prize === null ? null : '2026-11-21T10:00:00.000Z',
});

describe('parsePromotionId', () => {
  it('takes a plainly written positive integer only, so each promotion has one address', () => {
    expect(parsePromotionId('7')).toBe(7);
    expect(parsePromotionId('2147483647')).toBe(2_147_483_647);
    for (const bad of [null, '', '0', '07', '-1', '1.5', '1e3', '7 ', 'abc', '2147483648', '99999999999'])
      expect(parsePromotionId(bad), String(bad)).toBeNull();
    expect(detailPath(7)).toBe('/promoDetail?id=7');
  });
});

describe('claimResultFor', () => {
  it("turns the platform's refusals into what the page says after the redirect", () => {
    expect(claimResultFor(rejected(ErrorCodes.alreadyClaimed))).toBe('already');
    expect(claimResultFor(new PlatformError('timeout', 'slow'))).toBe('failed');
    expect(claimResultFor(new PlatformError('schema', 'odd'))).toBe('failed');
    expect(claimResultFor(new TypeError('boom'))).toBe('failed');
    expect(claimResultFor(rejected('RATE_LIMITED'))).toBe('refused');
    // The raffle's status shows these states by itself.
    for (const code of [ErrorCodes.promotionEnded, ErrorCodes.promotionNotStarted, ErrorCodes.notEligible, ErrorCodes.needRealAccount, ErrorCodes.notFound]) {
      expect(claimResultFor(rejected(code)), code).toBeNull();
    }
  });

  it('reads back only the results it writes', () => {
    expect(parseClaimResult('won')).toBe('won');
    expect(parseClaimResult('already')).toBe('already');
    expect(parseClaimResult('jackpot')).toBeNull();
    expect(parseClaimResult(null)).toBeNull();
  });
});

describe('raffleView', () => {
  it("shows a guest the login, a member the form, and the platform's record once claimed", () => {
    expect(raffleView('running', false, null, null)).toEqual({ kind: 'login' });
    expect(raffleView('running', true, status('open'), null)).toEqual({ kind: 'form', message: null });
    expect(raffleView('running', true, status('claimed', asMinorUnits(1888)), 'won')).toEqual({
      kind: 'claimed',
      prize: 1888,
      currency: 'PHP',
      claimedAt: '2026-11-21T10:00:00.000Z',
      message: 'won',
    });
    expect(raffleView('running', true, status('claimed', asMinorUnits(888)), 'already')).toMatchObject({ kind: 'claimed', message: 'already' });
  });

  it('never shows a win the platform does not confirm', () => {
    expect(raffleView('running', true, status('open'), 'won')).toEqual({ kind: 'form', message: null });
    expect(raffleView('running', false, null, 'won')).toEqual({ kind: 'login' });
    // The status could not be read: offer the form, the platform decides.
    expect(raffleView('running', true, null, 'failed')).toEqual({ kind: 'form', message: 'failed' });
    expect(raffleView('running', true, status('open'), 'refused')).toEqual({ kind: 'form', message: 'refused' });
  });

  it("follows the period and the member's account", () => {
    expect(raffleView('ended', false, null, null)).toEqual({ kind: 'ended' });
    expect(raffleView('upcoming', true, status('upcoming'), null)).toEqual({ kind: 'upcoming' });
    expect(raffleView('running', true, status('ended'), null)).toEqual({ kind: 'ended' });
    expect(raffleView('running', true, status('needRealAccount'), null)).toEqual({ kind: 'needRealAccount' });
    expect(raffleView('running', true, status('notEligible'), null)).toEqual({ kind: 'notEligible' });
    // A prize claimed before the raffle ended stays on show.
    expect(raffleView('ended', true, status('claimed', asMinorUnits(8800)), null)).toMatchObject({ kind: 'claimed', prize: 8800, message: null });
  });
});

describe("the claim form's idempotency key", () => {
  const posted = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return form;
  };

  it('is new for each rendered form, and read back from the posted form', () => {
    const key = newClaimKey();
    expect(key).not.toBe(newClaimKey());
    expect(postedClaimKey(posted({ idempotencyKey: key }))).toBe(key);
  });

  it('is left to the client when absent or malformed', () => {
    expect(postedClaimKey(null)).toBeUndefined();
    expect(postedClaimKey(posted({}))).toBeUndefined();
    expect(postedClaimKey(posted({ idempotencyKey: 'short' }))).toBeUndefined();
    expect(postedClaimKey(posted({ idempotencyKey: '<script>alert(1)</script>-long-enough' }))).toBeUndefined();
  });
});
