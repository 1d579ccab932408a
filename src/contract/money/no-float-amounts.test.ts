import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Amounts are integer minor units everywhere (docs/decisions/0010-money-in-minor-units.md); the
 * `MinorUnits` type keeps most float arithmetic out, and this scan catches the rest: the float
 * idioms that turn an amount into wrong cents (`parseFloat`, `toFixed`, `Math.round(x * 100)`).
 */
const ROOT = join(import.meta.dirname, '..', '..', '..');
const FLOAT_MONEY = /parseFloat\(|\.toFixed\(|Math\.(?:round|floor|ceil|trunc)\(.*\*\s*100\b/;

/** Files that use one of those idioms on something that is not money, and why. */
const NOT_MONEY: Record<string, string> = {
  'platform/static/svg.ts': 'toFixed on SVG text coordinates',
  'platform/seed/lottery-games.ts': 'payout multipliers in hundredths of a times, not an amount',
  'src/lib/budget/page-javascript.ts': 'toFixed on kilobytes of JavaScript in the ceiling report',
  'src/lib/missions/view.ts': "a mission's progress in per cent (a ratio of two integers), not an amount",
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx|astro|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('no floating-point amounts', () => {
  it('no source in src/ or platform/ converts money with float idioms', () => {
    const offending = [join(ROOT, 'src'), join(ROOT, 'platform')]
      .flatMap(sources)
      .map((path) => relative(ROOT, path).split('\\').join('/'))
      .filter((path) => !(path in NOT_MONEY))
      .flatMap((path) =>
        readFileSync(join(ROOT, path), 'utf8')
          .split('\n')
          .flatMap((line, index) => (FLOAT_MONEY.test(line) && !/^\s*(\*|\/\/)/.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offending).toEqual([]);
  });
});
