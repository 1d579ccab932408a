import type { WhitelabelNode } from '../../src/contract/calls/system';
import { settingOr, type SettingsMap } from './store';

/**
 * Run-time switches over the merchant's whitelabel tree, one settings row per feature
 * (`switch.whitelabel.REGMOBVERF3` = true / false), written by
 * `npm run platform -- whitelabel <SWITCH> on|off`. They are `switch.*` rows so that a running
 * server takes them from the CLI's control folder like the other switches; the seeded tree
 * itself is never rewritten, and a row that is absent leaves the node as seeded.
 */
export const WHITELABEL_SWITCH_PREFIX = 'switch.whitelabel.';
export const whitelabelSwitchKey = (modId: string): string => `${WHITELABEL_SWITCH_PREFIX}${modId}`;

/** The whitelabel tree as the platform answers and obeys it: the seeded tree, switches applied. */
export function effectiveWhitelabel(settings: SettingsMap): WhitelabelNode[] {
  const apply = (nodes: readonly WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => {
      const forced = settings[whitelabelSwitchKey(node.modId)];
      return {
        ...node,
        ...(typeof forced === 'boolean' ? { enabled: forced ? '1' : '0' } : {}),
        ...(node.childrenNodes ? { childrenNodes: apply(node.childrenNodes) } : {}),
      };
    });
  return apply(settingOr<WhitelabelNode[]>(settings, 'whitelabel', []));
}
