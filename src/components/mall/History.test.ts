import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import History from './History.astro';
import type { MallMember } from '../../lib/mall/page-data.server';
import { getT } from '../../lib/i18n/i18n.server';
import { localeByCode } from '../../lib/i18n/locales';
import { en } from '../../lib/i18n/catalogues';
import type { RequestSession } from '../../lib/session/request-session.server';

/**
 * The mall's history as /pointMall renders it (EN) for a player with more redemptions than a
 * page holds: the redemptions' own pager, named apart from the transactions' (the seeded players
 * have one page of redemptions, so the e2e test never shows this pager with pages to go to).
 */
let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

const M = (en as unknown as { mall: typeof import('../../lib/i18n/catalogues/en/mall.json')['mall'] }).mall;
const T = (en as unknown as { records: typeof import('../../lib/i18n/catalogues/en/records.json')['records'] }).records.table;

const redemption = (id: number) => ({
  id,
  itemName: 'Brand mug',
  points: 300,
  state: 'delivered' as const,
  code: `PM-${String(id).padStart(10, 'A')}`,
  deliveryCode: null,
  reason: null,
  at: '2026-11-20T10:00:00.000Z',
});

const member = {
  balance: { points: 700 },
  redemptions: { redemptions: Array.from({ length: 20 }, (_, index) => redemption(21 + index)), pageNo: 2, totalPages: 3, totalRows: 45 },
  entries: { entries: [], pageNo: 1, totalPages: 1, totalRows: 0 },
  pin: 'set',
} as unknown as MallMember;

// The history takes its member as a prop; the request's session is not read.
const guest = { signedIn: false, hint: null, member: () => Promise.resolve({ kind: 'guest' }) } as unknown as RequestSession;

async function render(): Promise<Document> {
  const html = await container.renderToString(History, {
    props: {
      member,
      points: (count: number) => `${count} points`,
      count: (value: number) => String(value),
      moment: (iso: string) => iso,
      redemptionsHref: (page: number) => `/en/pointMall?redemptions=${page}#history`,
      entriesHref: (page: number) => `/en/pointMall?entries=${page}#entries`,
    },
    locals: { t: getT('EN'), locale: localeByCode('EN')!, status: null, clientIp: undefined, session: guest, route: null },
    request: new Request('http://localhost/en/pointMall?redemptions=2'),
  });
  return new JSDOM(html).window.document;
}

describe('the points mall history', () => {
  it('pages the redemptions with links of their own, named apart from the transactions', async () => {
    const document = await render();
    expect(document.querySelectorAll('[data-testid="mall-redemption"]')).toHaveLength(20);
    const pager = document.querySelector(`nav[aria-label="${M.history.pages}"]`)!;
    expect(pager.textContent).toContain(T.pageOf.replace('{{page}}', '2').replace('{{total}}', '3'));
    expect(pager.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/en/pointMall?redemptions=1#history');
    expect(pager.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/en/pointMall?redemptions=3#history');
    // One page of transactions: no pager of theirs.
    expect(document.querySelector(`nav[aria-label="${M.entries.pages}"]`)).toBeNull();
  });
});
