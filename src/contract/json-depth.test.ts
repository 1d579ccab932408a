import { describe, expect, it } from 'vitest';
import { jsonDeeperThan, MAX_JSON_DEPTH } from './json-depth';

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);

describe('jsonDeeperThan', () => {
  it('measures nesting of arrays and objects, mixed, against the limit', () => {
    expect(jsonDeeperThan('{}', 0)).toBe(true);
    expect(jsonDeeperThan('1', 0)).toBe(false);
    expect(jsonDeeperThan('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(jsonDeeperThan('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(jsonDeeperThan(nested(3), 3)).toBe(false);
    expect(jsonDeeperThan(nested(4), 3)).toBe(true);
  });

  it('counts depth, not how many containers follow one another', () => {
    expect(jsonDeeperThan(`[${Array.from({ length: 1000 }, () => '[1]').join(',')}]`, 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes and backslashes included', () => {
    expect(jsonDeeperThan(`{"a":"${'['.repeat(100)}"}`, 1)).toBe(false);
    expect(jsonDeeperThan(`{"a\\"[[[":"\\\\"}`, 1)).toBe(false);
    // After an escaped backslash the quote does close the string: the brackets after it count.
    expect(jsonDeeperThan(`["\\\\", [[[]]]]`, 3)).toBe(true);
    expect(jsonDeeperThan(`["\\"", [[[]]]]`, 3)).toBe(true);
    expect(jsonDeeperThan(`["\\" [[[[ "]`, 1)).toBe(false);
  });

  it('allows the limit itself and refuses one more, by default at MAX_JSON_DEPTH', () => {
    expect(jsonDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDeeperThan(nested(MAX_JSON_DEPTH + 1, '{"a":', '}'))).toBe(true);
  });

  it('answers for a body a million levels deep without overflowing the stack', () => {
    expect(jsonDeeperThan(nested(1_000_000))).toBe(true);
    expect(jsonDeeperThan('['.repeat(1_000_000))).toBe(true);
  });

  it('leaves malformed text to JSON.parse: stray closers do not go below zero', () => {
    expect(jsonDeeperThan(`${']'.repeat(10)}[[`, 1)).toBe(true);
    expect(jsonDeeperThan(`${']'.repeat(10)}[`, 1)).toBe(false);
  });
});
