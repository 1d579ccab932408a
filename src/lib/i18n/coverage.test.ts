import { describe, expect, it } from 'vitest';
import { coverage, leafKeys, placeholdersOf } from './coverage';

describe('coverage', () => {
  const source = { a: { b: 'Hello {{name}}', c: 'Bye' }, d: 'Only' };

  it('lists leaf keys dotted', () => {
    expect(leafKeys(source)).toEqual(['a.b', 'a.c', 'd']);
  });

  it('counts translated keys and names the missing, unknown and mismatched ones', () => {
    const result = coverage(source, { a: { b: 'Hallo {{ naam }}', x: 'stale' }, d: 'Nur' });
    expect(result).toMatchObject({ translated: 2, total: 3, missing: ['a.c'], unknown: ['a.x'] });
    expect(result.placeholderMismatches).toEqual(['a.b']);
  });

  it('knows the plural forms other languages need of a key English has in the plural', () => {
    const plural = { n_one: '{{count}} game', n_other: '{{count}} games' };
    const arabic = { n_one: 'لعبة', n_two: 'لعبتان', n_few: '{{count}} ألعاب', n_many: '{{count}} لعبة', n_other: '{{count}} لعبة', m_few: 'x' };
    const result = coverage(plural, arabic);
    expect(result.unknown).toEqual(['m_few']);
    expect(result.placeholderMismatches).toEqual(['n_one', 'n_two']);
  });

  it('compares placeholders whatever their order or spacing', () => {
    expect(placeholdersOf('{{b}} and {{ a }}')).toBe(placeholdersOf('{{a}} then {{b}}'));
  });
});
