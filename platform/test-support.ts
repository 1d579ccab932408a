/**
 * Helpers for the platform's tests (not shipped to the site): an in-memory platform with an
 * injectable clock and environment, and a raw caller that returns HTTP status and envelope.
 */
import { encryptPayload } from '../src/lib/platform/crypto';
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
}

export interface TestPlatform {
  platform: ReferencePlatform;
  env: NodeJS.ProcessEnv;
  now(): number;
  advance(ms: number): void;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<Reply<T>>;
  login(username: string, password: string, extra?: Record<string, unknown> & { ip?: string; language?: string }): Promise<Reply<{ token: string } & Record<string, unknown>>>;
}

export async function startTestPlatform(options: PlatformOptions = {}): Promise<TestPlatform> {
  let clock = Date.parse('2026-11-21T10:00:00Z');
  const env: NodeJS.ProcessEnv = {};
  const platform = await createReferencePlatform({ dataDir: MEMORY, scryptCost: TEST_SCRYPT_COST, now: () => clock, env, ...options });

  async function call<T>(method: string, path: string, { query, body, token, ip = '203.0.113.10', language = 'EN', encrypt }: CallOptions = {}): Promise<Reply<T>> {
    const url = new URL(path, 'http://platform.internal');
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { Merchant: 'lucky', Language: language, 'X-Forwarded-For': ip };
    if (token) headers['Authorization'] = token;
    let payload: string | undefined;
    if (encrypt) {
      const modulus = (await call<string>('GET', '/wps/session/key/rsa')).body.value ?? '';
      const encrypted = encryptPayload(body, modulus);
      headers['Encryption'] = encrypted.encryption;
      payload = JSON.stringify(encrypted.body);
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
    }
    if (payload !== undefined) headers['Content-Type'] = 'application/json';
    const response = await platform.handle(new Request(url, { method, headers, ...(payload !== undefined ? { body: payload } : {}) }));
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
  }

  return {
    platform,
    env,
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
