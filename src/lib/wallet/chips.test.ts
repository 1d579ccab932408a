import { describe, expect, it } from 'vitest';
import { safetyOverview } from '../../contract/calls/safety';
import type { MinorUnits } from '../../contract/money';
import { chipOffers, depositLeft } from './chips';

const CHIPS = [50_000, 100_000, 500_000, 1_000_000] as MinorUnits[];
const m = (n: number) => n as MinorUnits;

describe('quick amounts', () => {
  it('leaves out a chip above the channel maximum and disables one above what the deposit limit still allows', () => {
    expect(chipOffers(CHIPS, { max: m(500_000), left: m(120_000) })).toEqual([
      { minor: 50_000, overLimit: false },
      { minor: 100_000, overLimit: false },
      { minor: 500_000, overLimit: true },
    ]);
    expect(chipOffers(CHIPS, { max: null, left: null }).every((chip) => !chip.overLimit)).toBe(true);
    expect(chipOffers(CHIPS, { max: m(5_000_000), left: m(0) }).every((chip) => chip.overLimit)).toBe(true);
  });

  it('reads the least that the deposit limits in force leave, ignoring the other kinds', () => {
    const limit = (kind: string, period: string, left: number | null) => ({
      kind,
      period,
      player: left === null ? null : 1000,
      operator: null,
      inForce: left === null ? null : 1000,
      source: left === null ? null : 'player',
      used: 0,
      left,
      resetsAt: null,
      pending: null,
    });
    const read = (limits: unknown[]) =>
      safetyOverview.response.parse({
        limits,
        session: { player: null, operator: null, inForce: null, endsAt: null, pending: null },
        realityCheck: { minutes: 0, chosen: false },
        block: null,
        now: '2026-12-01T00:00:00.000Z',
      }).limits;
    expect(depositLeft(read([limit('deposit', 'day', 600), limit('deposit', 'week', 250.5), limit('loss', 'day', 10)]))).toBe(25_050);
    expect(depositLeft(read([limit('deposit', 'day', null), limit('wager', 'day', 5)]))).toBeNull();
  });
});
