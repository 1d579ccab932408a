import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../platform/test-support';
import type { HelpTopic } from '../../src/contract/calls/system';
import { login } from '../../src/contract/calls/session';
import { PlatformError } from '../../src/contract/envelope';
import { sanitizePlatformHtml } from '../../src/lib/html/sanitize.server';
import { createPlatformClient } from '../../src/lib/platform/client';

/**
 * The site's own code against the reference platform: these tests import both sides, so they live
 * outside platform/, which may import only the contract from src/ (docs/decisions/0023-contract-boundary.md).
 */
let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

const topics = async (options: { language?: string; query?: Record<string, string> }) =>
  (await t.call<HelpTopic[]>('GET', '/wps/system/helpCenter', options)).body.value ?? [];

describe('login', () => {
  it("completes an encrypted round trip through the site's own client", async () => {
    const client = createPlatformClient({
      audience: 'server',
      baseUrl: '',
      fetch: (url, init) => t.platform.handle(new Request(new URL(url, 'http://platform.internal'), init)),
      headers: () => ({ Language: 'EN', 'X-Forwarded-For': '198.51.100.1' }),
    });
    const session = await client.call(login, { username: 'demo_player', password: 'Player2026' });
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The demo accounts have logged in before: no first-login action.
    expect(session.firstTimeLogin).toBe(false);
    expect(session.passwordExpired).toBe(false);

    const again = await client.call(login, { username: 'DEMO_PLAYER', password: 'Player2026' });
    expect(again.firstTimeLogin).toBe(false);
    expect(again.token).not.toBe(session.token);
  });

  it("surfaces a rejection as a PlatformError in the site's client", async () => {
    const client = createPlatformClient({
      audience: 'server',
      baseUrl: '',
      fetch: (url, init) => t.platform.handle(new Request(new URL(url, 'http://platform.internal'), init)),
      headers: () => ({ 'X-Forwarded-For': '198.51.100.11' }),
    });
    const error = await client.call(login, { username: 'demo_player', password: 'nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: 'rejected', details: { errorCode: 'INVALID_CREDENTIALS' } });
  });
});

describe('GET /wps/system/helpCenter', () => {
  it('serves only topics that survive the site sanitiser unchanged in meaning: tables, lists, links', async () => {
    for (const topic of await topics({ language: 'EN' })) {
      const clean = sanitizePlatformHtml(topic.content);
      expect(clean.replace(/ rel="noopener noreferrer"/g, '')).toBe(topic.content);
    }
  });
});
