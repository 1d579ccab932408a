import { describe, expect, it } from 'vitest';
import { flattenWhitelabel, isOn } from './switches';

describe('flattenWhitelabel', () => {
  const tree = [
    {
      modId: 'REGISTER',
      enabled: '1',
      childrenNodes: [
        { modId: 'MOBILENUMREG3', enabled: '1' },
        { modId: 'REGMOBVERF3', enabled: '0' },
      ],
    },
    { modId: 'LOGIN', enabled: '0', childrenNodes: [{ modId: 'FREEPLAY3', enabled: '1', childrenNodes: null }] },
  ];

  it('turns the tree into switches, a disabled group switching off its children', () => {
    const switches = flattenWhitelabel(tree);
    expect(isOn(switches, 'MOBILENUMREG3')).toBe(true);
    expect(isOn(switches, 'REGMOBVERF3')).toBe(false);
    expect(isOn(switches, 'FREEPLAY3')).toBe(false);
    expect(isOn(switches, 'DIRECTREG3')).toBe(false); // absent means off
  });
});
