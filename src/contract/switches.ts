import type { WhitelabelNode } from './calls/system';

/** The feature switches docs/product.md §6 names (1 = on). Others the platform sends are kept too. */
export const SWITCHES = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'CHNGPASSVERIF3',
  'MEMBERCENTER3',
] as const;
export type SwitchName = (typeof SWITCHES)[number];
export type Switches = Readonly<Record<string, boolean>>;

/**
 * Flattens the whitelabel tree into switches. A node is on when it and every ancestor are
 * enabled: switching a group off switches off what is inside it.
 */
export function flattenWhitelabel(nodes: readonly WhitelabelNode[], parentOn = true, into: Record<string, boolean> = {}): Switches {
  for (const node of nodes) {
    const on = parentOn && node.enabled === '1';
    into[node.modId] = on;
    if (node.childrenNodes) flattenWhitelabel(node.childrenNodes, on, into);
  }
  return into;
}

export const isOn = (switches: Switches, name: SwitchName): boolean => switches[name] === true;
