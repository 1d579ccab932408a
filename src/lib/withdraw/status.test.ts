import { describe, expect, it } from 'vitest';
import { POLL_MS, refreshDelay, stateChanges, timelineSteps } from './status';

describe('the withdrawal status', () => {
  it('polls only while a withdrawal is pending', () => {
    expect(refreshDelay([{ state: 'paid' }, { state: 'rejected' }])).toBeUndefined();
    expect(refreshDelay([])).toBeUndefined();
    for (const state of ['submitted', 'inReview', 'approved'] as const) expect(refreshDelay([{ state: 'paid' }, { state }])).toBe(POLL_MS);
  });

  it('reports the withdrawals whose state changed, not new ones', () => {
    const before = [
      { reference: 'W1', state: 'submitted' as const },
      { reference: 'W2', state: 'approved' as const },
    ];
    const after = [
      { reference: 'W3', state: 'submitted' as const },
      { reference: 'W1', state: 'rejected' as const },
      { reference: 'W2', state: 'approved' as const },
    ];
    expect(stateChanges(before, after)).toEqual([{ reference: 'W1', state: 'rejected' }]);
  });

  it('shows the steps ahead on the way to paid, and none after a rejection', () => {
    const at = '2026-11-21T10:00:00.000Z';
    expect(timelineSteps({ state: 'submitted', timeline: [{ state: 'submitted', at }] })).toEqual([
      { state: 'submitted', at },
      { state: 'inReview', at: null },
      { state: 'approved', at: null },
      { state: 'paid', at: null },
    ]);
    expect(
      timelineSteps({
        state: 'rejected',
        timeline: [
          { state: 'submitted', at },
          { state: 'rejected', at },
        ],
      }).map((step) => step.state),
    ).toEqual(['submitted', 'rejected']);
  });
});
