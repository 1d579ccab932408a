import { expect, type APIRequestContext } from '@playwright/test';
import { MAIN_URL } from './servers';
import { minorFromWire } from '../../src/contract/money';

/**
 * The ledger check (issue 13 item 6): every spec that moves money calls it after its tests
 * (`test.afterAll`). It fails on any difference between what the wallet calls answer and the
 * SUM of the ledger entries per member and wallet, and on any wallet below zero:
 *   - the platform's own check over every member (`GET /platform-dev/ledger-check`,
 *     PLATFORM_DEV_TOOLS=1 on the main test server; platform/wallet/ledger-check.ts);
 *   - for each player the spec used, the live `GET /wps/v2/wallets` answer through the site
 *     (their page's request context, with its session) against those sums.
 * Usage: `test.afterAll(() => expectLedgerBalanced(request, players))`, `players` being
 * `{ account, request: page.request }` of logged-in pages still open (or none).
 */
interface LedgerCheck {
  members: number;
  problems: string[];
  sums: Record<string, Record<string, string>>;
}

export interface LedgerPlayer {
  account: string;
  request: APIRequestContext;
}

export async function expectLedgerBalanced(request: APIRequestContext, players: readonly LedgerPlayer[] = []): Promise<void> {
  const response = await request.get(`${MAIN_URL}/platform-dev/ledger-check`);
  expect(response.ok(), `ledger check answered ${response.status()}`).toBe(true);
  const check = ((await response.json()) as { value: LedgerCheck }).value;
  expect(check.members).toBeGreaterThan(0);
  expect(check.problems, 'the ledger check found differences').toEqual([]);
  for (const player of players) {
    const answer = await player.request.get(`${MAIN_URL}/wps/v2/wallets`);
    const { wallets } = ((await answer.json()) as { value: { wallets: { code: string; balance: number }[] } }).value;
    const sums = check.sums[player.account] ?? {};
    for (const wallet of wallets) {
      const minor = minorFromWire(wallet.balance, 'PHP');
      expect(minor, `${player.account}/${wallet.code}: answered ${wallet.balance}, ledger ${sums[wallet.code] ?? 0}`).toBe(Number(sums[wallet.code] ?? 0));
      expect(minor).toBeGreaterThanOrEqual(0);
    }
  }
}
