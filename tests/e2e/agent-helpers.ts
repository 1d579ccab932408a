/**
 * Steps the agent centre specs share (issue 17 "Done when": each scenario in TY and EN): the agent
 * logs in on /agentHome, axe in both themes, a team member plays a round in a browser of its own,
 * the operator's feature switch (`npm run platform -- agent-features`, handed to the running
 * server), the languages the scenarios run in.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { en, ty, accountBalance, amount, apiList, loginOnPage, loginWithin, type Catalogue } from './helpers';
import { catalogueOf } from './catalogues';
import { MAIN_URL } from './servers';
import type enAgent from '../../src/lib/i18n/catalogues/en/agent.json';
import type enRecords from '../../src/lib/i18n/catalogues/en/records.json';

export type AgentStrings = (typeof enAgent)['agent'];
export type RecordsStrings = (typeof enRecords)['records'];

/** A language the scenarios run in: its label, site strings, agent and records strings, path prefix, platform language. */
export type Language = { label: 'TY' | 'EN'; c: Catalogue; A: AgentStrings; R: RecordsStrings; prefix: '' | '/en'; code: 'TY' | 'EN' };
const language = (label: 'TY' | 'EN', c: Catalogue, name: string, prefix: '' | '/en'): Language => ({
  label,
  c,
  A: (catalogueOf(name) as { agent: AgentStrings }).agent,
  R: (catalogueOf(name) as { records: RecordsStrings }).records,
  prefix,
  code: label,
});
export const LANGUAGES: readonly Language[] = [language('TY', ty, 'ty', ''), language('EN', en, 'en', '/en')];

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name] ?? ''));

export const agentMenu = (page: Page, A: AgentStrings) => page.getByRole('navigation', { name: A.panel.nav }).first();

export async function axeBothThemes(page: Page, axe: { expectNoSeriousA11yViolations(): Promise<void> }, path: string): Promise<void> {
  await page.goto(path);
  await axe.expectNoSeriousA11yViolations();
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await axe.expectNoSeriousA11yViolations();
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}

/** The agent logs in on /agentHome of the language and lands on the overview. */
export async function agentLogsIn(page: Page, l: Language, account: string, password: string): Promise<void> {
  await page.goto(`${l.prefix}/agentHome`);
  await loginWithin(page.getByRole('main').getByRole('form', { name: l.c.login.title }), page, l.c, account, password);
  await expect(page).toHaveURL(`${MAIN_URL}${l.prefix}/agent`);
}

/** A team member plays one slot round at its smallest (or largest) stake, in a browser of its own. */
export async function memberPlaysARound(browser: Browser, username: string, password: string, stake: 'smallest' | 'largest' = 'smallest'): Promise<void> {
  const context = await browser.newContext({ baseURL: MAIN_URL });
  const page = await context.newPage();
  await page.goto(`/en/login?next=${encodeURIComponent('/en/')}`);
  await loginOnPage(page, en, username, password);
  await expect(page).toHaveURL(`${MAIN_URL}/en/`);
  const [slot] = (await apiList(page.request, { pageNo: '1', gameType: 'RNG', vassalage: 'JILI' })).games;
  await page.goto(`/en/game?gameType=${slot!.gameType}&vendor=${slot!.vendor}&gameCode=${slot!.gameCode}`);
  const before = amount(await accountBalance(page, en).textContent());
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('heading', { level: 1, name: slot!.name })).toBeVisible();
  const stakes = game.getByRole('radio');
  await (stake === 'smallest' ? stakes.first() : stakes.last()).check();
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect.poll(async () => amount(await accountBalance(page, en).textContent())).not.toBe(before);
  await context.close();
}

/** The operator's switch of an agent's feature, handed to the running e2e server. */
export async function setFeature(agent: string, feature: string, on: boolean): Promise<void> {
  const tsx = resolve('node_modules/tsx/dist/cli.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [tsx, 'platform/cli.ts', 'agent-features', agent, feature, on ? 'on' : 'off'], {
    env: { ...process.env, DATA_DIR: '.data-e2e' },
  });
  expect(stdout).toContain('(applied by the running platform');
}

/**
 * A team member's bank deposit of `amount` pesos, made with its session as the deposit page makes
 * it, and confirmed by the operator (`npm run platform -- deposit confirm`, handed to the running
 * server, as tests/e2e/messages-rewards.spec.ts does). Its reference.
 */
export async function memberDeposits(browser: Browser, username: string, password: string, amount: number): Promise<string> {
  const context = await browser.newContext({ baseURL: MAIN_URL });
  const page = await context.newPage();
  await page.goto(`/en/login?next=${encodeURIComponent('/en/')}`);
  await loginOnPage(page, en, username, password);
  await expect(page).toHaveURL(`${MAIN_URL}/en/`);
  const reply = await page.request.post('/wps/v2/deposit/create', {
    data: { channel: 'BANK', amount, idempotencyKey: randomUUID() },
    headers: { Origin: new URL(MAIN_URL).origin },
  });
  const { reference } = ((await reply.json()) as { value: { reference: string } }).value;
  await context.close();
  const tsx = resolve('node_modules/tsx/dist/cli.mjs');
  await promisify(execFile)(process.execPath, [tsx, 'platform/cli.ts', 'deposit', 'confirm', reference], { env: { ...process.env, DATA_DIR: '.data-e2e' } });
  return reference;
}

/** Fills the register page's "create a player" form (`create`) with password Welcome2026 and sends it. */
export async function createPlayer(create: Locator, A: AgentStrings, username: string, rebate: string): Promise<void> {
  await create.getByLabel(A.register.username).fill(username);
  await create.getByLabel(A.register.password, { exact: true }).fill('Welcome2026');
  await create.getByLabel(A.register.confirmPassword).fill('Welcome2026');
  await create.getByLabel(A.register.rebate).fill(rebate);
  await create.getByRole('button', { name: A.register.submit }).click();
}
