import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Download, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What the records specs share (tests/e2e/records.spec.ts, records-void.spec.ts, agent-transactions.spec.ts). */
const E2E_DATA_DIR = '.data-e2e';

/**
 * An operator's command (`npm run platform -- …`, docs/operations.md) on the test server's data
 * folder: answers what it printed; a refusal (exit code 1) throws with what it printed.
 */
export async function operator(...args: string[]): Promise<string> {
  const tsx = resolve('node_modules/tsx/dist/cli.mjs');
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [tsx, 'platform/cli.ts', ...args], { env: { ...process.env, DATA_DIR: E2E_DATA_DIR } });
    return stdout;
  } catch (error) {
    throw new Error(`${args.join(' ')}: ${(error as { stdout?: string }).stdout ?? String(error)}`);
  }
}

/** What a player or an agent must never read in the records: `kind:id` ledger references, UUIDs, `seed:…`, `deposit-bonus:…`. */
export const INTERNAL = /[A-Za-z_-]+:[\w-]{2,}|[0-9a-f]{8}-[0-9a-f]{4}-/;
/** The short reference a player quotes to support (src/lib/records/describe.ts). */
export const SHORT_REFERENCE = /^TX-[0-9A-Z]{4,}$/;

export const table = (page: Page, id: string) => page.getByTestId(id);
export const rows = (page: Page, id: string) => table(page, id).locator('tbody tr[data-row]');
export const cell = (page: Page, id: string, row: number, key: string) => rows(page, id).nth(row).locator(`td[data-key="${key}"]`);
export const total = (page: Page, id: string, key: string) => table(page, id).locator(`tfoot td[data-key="${key}"]`);

/** The CSV's rows (without the BOM): RFC 4180 fields, quoted ones may hold commas and doubled quotes. */
export async function csvRows(download: Download): Promise<string[][]> {
  const bytes = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(bytes as Buffer[]).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text
    .slice(1)
    .trim()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((match) => (match[1] !== undefined ? match[1].replace(/""/g, '"') : (match[2] ?? ''))),
    );
}
