import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { MAIN_URL } from './servers';

/**
 * After a spec that moves money: the reference platform's ledger check (dev tools only,
 * platform/withdrawal/ledger-check.ts) must find nothing wrong. Minimal on the withdraw branch;
 * the money branch brings the general check (the lead merges the two).
 */
export async function expectLedgerConsistent(request: APIRequestContext): Promise<void> {
  const response = await request.get(`${MAIN_URL}/platform-dev/ledger-check`);
  expect(response.status()).toBe(200);
  expect((await response.json()).value).toEqual({ problems: [] });
}
