/**
 * The part of robots.txt a crawler of this site needs: the rules of the `User-agent: *` group
 * and the `Sitemap:` lines. The audit obeys the rules as a search engine would (it does not
 * fetch /language?…), which is also how it notices a page that robots.txt hides.
 */
export interface RobotsRules {
  allow: string[];
  disallow: string[];
  sitemaps: string[];
}

export function parseRobots(text: string): RobotsRules {
  const rules: RobotsRules = { allow: [], disallow: [], sitemaps: [] };
  let inStarGroup = false;
  let lastWasAgent = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const field = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (field === 'sitemap') {
      rules.sitemaps.push(value);
      continue;
    }
    if (field === 'user-agent') {
      // Consecutive User-agent lines share one group.
      inStarGroup = (lastWasAgent && inStarGroup) || value === '*';
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!inStarGroup || value === '') continue;
    if (field === 'allow') rules.allow.push(value);
    if (field === 'disallow') rules.disallow.push(value);
  }
  return rules;
}

/** A robots path pattern (`*` any run of characters, `$` end) as a prefix matcher. */
const toRegExp = (pattern: string): RegExp => {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
};

/** RFC 9309: the longest matching rule wins, Allow on a tie; no match means allowed. */
export function isAllowed(rules: RobotsRules, pathAndQuery: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  const consider = (patterns: readonly string[], allow: boolean) => {
    for (const pattern of patterns) {
      if (!toRegExp(pattern).test(pathAndQuery)) continue;
      if (pattern.length > best.length || (pattern.length === best.length && allow)) best = { length: pattern.length, allow };
    }
  };
  consider(rules.disallow, false);
  consider(rules.allow, true);
  return best.allow;
}
