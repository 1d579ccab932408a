/**
 * Helpers for the platform's tests (not shipped to the site): an in-memory platform with an
 * injectable clock and environment, and a raw caller that returns HTTP status and envelope.
 */
import type { WhitelabelNode } from '../src/contract/calls/system';
import { encryptPayload } from '../src/contract/crypto';
import { MEMORY } from './db/index';
import { createReferencePlatform, type ReferencePlatform } from './index';
import type { PlatformOptions } from './options';
import { TEST_SCRYPT_COST } from './security/password';

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: { success: boolean; value?: T; message?: string; errorCode?: string };
}

export interface CallOptions {
  query?: Record<string, string | number>;
  body?: unknown;
  token?: string | null;
  ip?: string;
  language?: string;
  /** Encrypt `body` with the platform's RSA key, as the site's client does. */
  encrypt?: boolean;
  /** Send `body` form-encoded (calls declared `body: 'form'`). */
  form?: boolean;
  headers?: Record<string, string>;
}

export interface TestPlatform {
  platform: ReferencePlatform;
  env: NodeJS.ProcessEnv;
  now(): number;
  advance(ms: number): void;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<Reply<T>>;
  login(
    username: string,
    password: string,
    extra?: Record<string, unknown> & { ip?: string; language?: string },
  ): Promise<Reply<{ token: string } & Record<string, unknown>>>;
  /** Draws a captcha for `uuid` (with PLATFORM_DEV_TOOLS=1) and returns its answer, read from the outbox. */
  captcha(uuid: string, ip?: string): Promise<string>;
  /** The code of the newest SMS to a recipient ('+639171234567'), read from the outbox; '' when none. */
  smsCode(recipient: string): Promise<string>;
  /** Writes a settings row and steps the clock past the 2-second settings cache. */
  setSetting(key: string, value: unknown): Promise<void>;
  /** Turns a whitelabel switch (FREEPLAY3, REGMOBVERF3, …) on or off, past the settings cache. */
  setSwitch(modId: string, on: boolean): Promise<void>;
}

export async function startTestPlatform(options: PlatformOptions = {}): Promise<TestPlatform> {
  let clock = Date.parse('2026-11-21T10:00:00Z');
  const env: NodeJS.ProcessEnv = {};
  const platform = await createReferencePlatform({ dataDir: MEMORY, scryptCost: TEST_SCRYPT_COST, now: () => clock, env, ...options });

  async function call<T>(
    method: string,
    path: string,
    { query, body, token, ip = '203.0.113.10', language = 'EN', encrypt, form, headers: extra }: CallOptions = {},
  ): Promise<Reply<T>> {
    const url = new URL(path, 'http://platform.internal');
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { Merchant: 'lucky', Language: language, 'X-Forwarded-For': ip, ...extra };
    if (token) headers['Authorization'] = token;
    let payload: string | undefined;
    if (encrypt) {
      const modulus = (await call<string>('GET', '/wps/session/key/rsa')).body.value ?? '';
      const encrypted = encryptPayload(body, modulus);
      headers['Encryption'] = encrypted.encryption;
      payload = JSON.stringify(encrypted.body);
    } else if (form) {
      payload = new URLSearchParams(body as Record<string, string>).toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
    }
    if (payload !== undefined) headers['Content-Type'] ??= 'application/json';
    const response = await platform.handle(new Request(url, { method, headers, ...(payload !== undefined ? { body: payload } : {}) }));
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
  }

  async function setSetting(key: string, value: unknown): Promise<void> {
    // updated_at on the test clock, as writeSetting does on the real one (agent pay reads it).
    await platform.db.query(
      `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2::jsonb, $3) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value,
         updated_at = CASE WHEN settings.value IS DISTINCT FROM EXCLUDED.value THEN EXCLUDED.updated_at ELSE settings.updated_at END`,
      [key, JSON.stringify(value), new Date(clock)],
    );
    clock += 2_001;
  }

  return {
    platform,
    env,
    async captcha(uuid, ip) {
      // The answer reaches the outbox only with PLATFORM_DEV_TOOLS=1.
      const before = env['PLATFORM_DEV_TOOLS'];
      env['PLATFORM_DEV_TOOLS'] = '1';
      try {
        await call('GET', '/wps/captcha', { query: { uuid }, ...(ip ? { ip } : {}) });
      } finally {
        if (before === undefined) delete env['PLATFORM_DEV_TOOLS'];
        else env['PLATFORM_DEV_TOOLS'] = before;
      }
      const [message] = await platform.readOutbox({ kind: 'captcha', recipient: uuid, limit: 1 });
      return message?.body ?? '';
    },
    async smsCode(recipient) {
      const [message] = await platform.readOutbox({ kind: 'sms', recipient, limit: 1 });
      return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
    },
    setSetting,
    async setSwitch(modId, on) {
      const [row] = await platform.db.query<{ value: WhitelabelNode[] }>("SELECT value FROM settings WHERE key = 'whitelabel'");
      const flip = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
        nodes.map((node) => ({
          ...node,
          ...(node.modId === modId ? { enabled: on ? '1' : '0' } : {}),
          childrenNodes: node.childrenNodes ? flip(node.childrenNodes) : (node.childrenNodes ?? null),
        }));
      await setSetting('whitelabel', flip(row?.value ?? []));
    },
    now: () => clock,
    advance: (ms) => {
      clock += ms;
    },
    call,
    login: (username, password, { ip, language, ...extra } = {}) =>
      call('POST', '/wps/session/login', {
        body: { username, password, ...extra },
        encrypt: true,
        ...(ip ? { ip } : {}),
        ...(language ? { language } : {}),
      }),
  };
}
