import { test, expect } from './fixtures';
import { en, accountBalance, amount, islandHydrated } from './helpers';
import { catalogueOf } from './catalogues';
import { expectLedgerBalanced } from './ledger-check';
import { registerFreshPlayer } from './register-helpers';
import { cell, operator, rows } from './records-helpers';
import type enRecords from '../../src/lib/i18n/catalogues/en/records.json';

/**
 * A void bet through the operator's path (issue 14; docs/operations.md "Lottery"): a fresh player
 * bets on a lottery draw, the operator cancels the draw, and the betting record shows the bet
 * Void (found by the status filter, no valid bet, no net) while the account record shows the
 * stake returned, the balance back where it was. Cancelling again returns nothing more.
 */
type Strings = (typeof enRecords)['records'];
const R = (catalogueOf('en') as { records: Strings }).records;

test('EN: a lottery bet whose draw the operator cancels is void in the betting record and its stake comes back once', async ({ page }) => {
  test.setTimeout(150_000);
  const account = await registerFreshPlayer(page);

  await page.goto('/en/member/deposit');
  await islandHydrated(page, 'deposit-panel');
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await page.getByLabel('Amount', { exact: true }).fill('500');
  await page.getByTestId('deposit-submit').click();
  await operator('deposit', 'confirm', (await page.getByTestId('deposit-order').getByTestId('order-reference').textContent()) ?? '');

  await page.goto('/en/lottery?menu=JP');
  await page
    .getByTestId('lottery-list')
    .getByRole('link', { name: /^Bet on/ })
    .first()
    .click();
  await expect(page).toHaveURL(/gameCode=/);
  const gameCode = new URL(page.url()).searchParams.get('gameCode') ?? '';
  const screen = page.frameLocator('iframe');
  await expect(screen.getByRole('button', { name: 'Place bet' })).toBeVisible();
  for (const number of [1, 2, 3, 4, 5, 6]) await screen.getByRole('checkbox', { name: String(number).padStart(2, '0'), exact: true }).check();
  await screen.getByRole('button', { name: 'Place bet' }).click();
  await expect(screen.locator('#status')).toHaveText(/Bet placed on draw \S+\./);
  const numero = /draw (\S+)\./.exec((await screen.locator('#status').textContent()) ?? '')![1]!;
  await page.goto('/en/member/bets');
  await expect(cell(page, 'bets', 0, 'status')).toHaveText(R.bets.statuses.UNSETTLED);
  const stake = amount(await cell(page, 'bets', 0, 'stake').textContent());
  expect(stake).toBeGreaterThan(0);

  expect(await operator('lottery', 'cancel-draw', `${gameCode}:${numero}`)).toMatch(/cancelled: \d+ bet\(s\) void/);
  await expect(operator('lottery', 'cancel-draw', `${gameCode}:${numero}`)).rejects.toThrow(/cancelled already; nothing was changed/);

  await page.goto('/en/member/bets');
  await expect(cell(page, 'bets', 0, 'status')).toHaveText(R.bets.statuses.VOID);
  await expect(cell(page, 'bets', 0, 'validBet')).toHaveText('₱0.00');
  await expect(cell(page, 'bets', 0, 'net')).toHaveText('₱0.00');
  await page.getByLabel(R.filters.status).selectOption('VOID');
  await page.getByRole('search', { name: R.filters.label }).getByRole('button', { name: R.filters.apply }).click();
  await expect(page).toHaveURL(/status=VOID/);
  await expect(rows(page, 'bets')).toHaveCount(1);

  // The stake back, once: the newest entry, the balance after it the deposit again.
  await page.goto('/en/member/transactions?type=BET');
  await expect(rows(page, 'transactions')).toHaveCount(2);
  await expect(cell(page, 'transactions', 0, 'amount')).toHaveText(`₱${stake.toFixed(2)}`);
  // A refund, said as one (issue 34 item 8), not a "Bet" of a positive amount.
  await expect(cell(page, 'transactions', 0, 'type')).toHaveText(R.transactions.kinds.LOTTERY_REFUND);
  await expect(cell(page, 'transactions', 0, 'details')).toHaveText(R.transactions.details.LOTTERY_REFUND);
  await expect(cell(page, 'transactions', 1, 'type')).toHaveText(R.transactions.types.BET);
  await expect(cell(page, 'transactions', 0, 'balanceAfter')).toHaveText('₱500.00');
  await expect(cell(page, 'transactions', 1, 'amount')).toHaveText(`-₱${stake.toFixed(2)}`);
  await expect.poll(async () => amount(await accountBalance(page, en).textContent())).toBe(500);
  await expectLedgerBalanced(page.request, [{ account, request: page.request }]);
});
