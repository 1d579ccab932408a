import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AGENT_ENTRIES, NO_FEATURES, visibleAgentEntries } from './centre-menu';

describe('the agent centre entries (issue 17)', () => {
  it('lists the twelve pages of docs/product.md §2 in order, the team overview first', () => {
    expect(AGENT_ENTRIES.map((entry) => entry.id)).toEqual([
      'overview',
      'announcement',
      'register',
      'team',
      'bets',
      'loss',
      'income',
      'transactions',
      'dividend',
      'daily-wages',
      'hourly-salary',
      'realtime-salary',
    ]);
  });

  it('lists an entry exactly when its page exists', () => {
    const pageOf = (path: string) => `src/pages/[...locale]${path === '/agent' ? '/agent/index' : path}.astro`;
    for (const entry of AGENT_ENTRIES) expect(existsSync(pageOf(entry.path)), `${entry.id}: built ${entry.built}`).toBe(entry.built);
  });

  it('shows a feature-gated page only while its consolidated setting is 1', () => {
    const entries = AGENT_ENTRIES.map((entry) => ({ ...entry, built: true }));
    const ids = (features: typeof NO_FEATURES) => visibleAgentEntries(features, entries).map((entry) => entry.id);
    expect(ids(NO_FEATURES)).toHaveLength(8);
    expect(ids(NO_FEATURES)).not.toContain('realtime-salary');
    expect(ids({ ...NO_FEATURES, realtimesalreqtype: 1 })).toContain('realtime-salary');
    expect(ids({ ...NO_FEATURES, realtimesalreqtype: 1 })).not.toContain('dividend');
    expect(ids({ divtypereq: 1, dailysalreqtype: 1, contracthoursalreq: 1, realtimesalreqtype: 1 })).toHaveLength(12);
    expect(ids({ ...NO_FEATURES, divtypereq: null, dailysalreqtype: 2 })).toHaveLength(8);
  });
});
