import { minorFromWire } from '../../contract/money';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from './client';
import { memberInfo } from '../../contract/calls/member';
import { login } from '../../contract/calls/session';
import { walletBalance, walletTransfer } from '../../contract/calls/wallet';
import { raffleClaim } from '../../contract/calls/promotions';
import { addFavourite } from '../../contract/calls/games';
import { startTestPlatform } from '../../../platform/test-support';
import { PlatformError } from '../../contract/envelope';

type Handler = (url: string, init: RequestInit) => Promise<Response>;
const reply = (body: unknown, status = 200) => Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

const client = (fetch: Handler, audience: 'browser' | 'server' = 'server', timeoutMs = 1000) =>
  createPlatformClient({ audience, baseUrl: '', fetch, timeoutMs });

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    return error as PlatformError;
  }
  throw new Error('expected the call to fail');
}

describe('platform client', () => {
  it('returns the validated value, with defaults applied', async () => {
    const seen: string[] = [];
    const value = await client((url, init) => {
      seen.push(`${init.method} ${url}`);
      return reply({ success: true, value: { id: 7, account: 'demo_player', type: 0 } });
    }).call(memberInfo);
    expect(seen).toEqual(['GET /wps/member/info']);
    expect(value).toMatchObject({ account: 'demo_player', nickname: null, memberLabel: [], clubLabel: null });
  });

  it('turns a platform refusal into a rejected error with its message and code', async () => {
    const error = await failure(client(() => reply({ success: false, message: 'Wrong password', errorCode: 'INVALID_CREDENTIALS' })).call(walletBalance));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe('Wrong password');
    expect(error.details.errorCode).toBe('INVALID_CREDENTIALS');
    expect(error.isTransport).toBe(false);
  });

  it('recognises an expired session', async () => {
    const error = await failure(client(() => reply({ success: false, message: 'Session expired', errorCode: 'UNAUTHORIZED' }, 401)).call(walletBalance));
    expect(error.kind).toBe('unauthorized');
  });

  it('treats a response that breaks the contract as a schema error, not a crash', async () => {
    const error = await failure(client(() => reply({ success: true, value: { sumBalance: 'lots' } })).call(walletBalance));
    expect(error.kind).toBe('schema');
    expect(error.isTransport).toBe(true);
  });

  it('treats non-JSON and non-envelope bodies as transport failures', async () => {
    expect((await failure(client(() => reply('<html>502</html>', 502)).call(walletBalance))).kind).toBe('network');
    expect((await failure(client(() => reply({ hello: 'world' })).call(walletBalance))).kind).toBe('schema');
  });

  it('reports network failures and time-outs as such', async () => {
    const offline = await failure(client(() => Promise.reject(new TypeError('fetch failed'))).call(walletBalance));
    expect(offline.kind).toBe('network');
    const slow: Handler = (_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const timedOut = await failure(client(slow, 'server', 50).call(walletBalance));
    expect(timedOut.kind).toBe('timeout');
  });

  it('sends every call with the deadline it is given, and sends nothing once that deadline has passed', async () => {
    const deadline = new AbortController();
    const signals: (AbortSignal | null | undefined)[] = [];
    const fetch: Handler = (_url, init) => {
      signals.push(init.signal);
      return reply({ success: true, value: { sumBalance: 5 } });
    };
    const withDeadline = createPlatformClient({ audience: 'server', baseUrl: '', fetch, signal: () => deadline.signal });
    await withDeadline.call(walletBalance);
    await withDeadline.call(walletBalance);
    expect(signals).toEqual([deadline.signal, deadline.signal]);
    deadline.abort(new DOMException('spent', 'TimeoutError'));
    expect((await failure(withDeadline.call(walletBalance))).kind).toBe('timeout');
    expect(signals).toHaveLength(2);
  });

  it("maps the proxy's upstream time-out envelope to a time-out", async () => {
    const error = await failure(client(() => reply({ success: false, message: 'x', errorCode: 'UPSTREAM_TIMEOUT' }, 504)).call(walletBalance));
    expect(error.kind).toBe('timeout');
  });

  it('encrypts a login: fetches the RSA key, sends the Encryption header and a {value} body', async () => {
    const sent: { url: string; headers: Headers; body: unknown }[] = [];
    const fetch: Handler = (url, init) => {
      sent.push({ url, headers: new Headers(init.headers), body: init.body ? JSON.parse(String(init.body)) : null });
      if (url === '/wps/session/key/rsa') return reply({ success: true, value: 'c5'.repeat(64) });
      return reply({ success: true, value: { firstTimeLogin: false, passwordExpired: false } });
    };
    const value = await client(fetch, 'browser').call(login, { username: 'demo_player', password: 'Player2026' });
    expect(value).toEqual({ firstTimeLogin: false, passwordExpired: false });
    const call = sent[1]!;
    expect(call.url).toBe('/wps/session/login');
    expect(call.headers.get('Encryption')).toMatch(/^[0-9a-f]+$/);
    expect(Object.keys(call.body as object)).toEqual(['value']);
    expect(JSON.stringify(call.body)).not.toContain('Player2026');
  });

  it('a server client insists on the token a browser client never sees', async () => {
    const noToken = () => reply({ success: true, value: { firstTimeLogin: false, passwordExpired: false } });
    const keyOr =
      (inner: Handler): Handler =>
      (url, init) =>
        url === '/wps/session/key/rsa' ? reply({ success: true, value: 'c5'.repeat(64) }) : inner(url, init);
    const error = await failure(client(keyOr(noToken)).call(login, { username: 'a', password: 'b' }));
    expect(error.kind).toBe('schema');
  });

  it('refuses to send a request that breaks the contract', async () => {
    const error = await failure(client(() => reply({})).call(login, { username: 'a', password: '', type: 'fax' } as never));
    expect(error.kind).toBe('schema');
  });
});

describe('a call that moves money', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const bodies = (sent: { body: unknown }[]) => sent.map((request) => request.body as Record<string, unknown>);
  function recording(answers: (() => Promise<Response>)[]) {
    const sent: { url: string; body: unknown }[] = [];
    const fetch: Handler = (url, init) => {
      sent.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
      return answers[sent.length - 1]!();
    };
    return { sent, fetch };
  }
  const claimed = { id: 7, prize: 8.88, currency: 'PHP', state: 'claimed', claimedAt: '2026-11-21T10:00:00.000Z', balance: 100 };

  it('carries a new idempotency key per call, and only calls declared movesMoney do', async () => {
    const { sent, fetch } = recording([
      () => reply({ success: true, value: claimed }),
      () => reply({ success: true, value: claimed }),
      () => reply({ success: true, value: { nodeId: 'HB_LOBBY' } }),
    ]);
    await client(fetch).call(raffleClaim, { id: 7 });
    await client(fetch).call(raffleClaim, { id: 7 });
    await client(fetch).call(addFavourite, { nodeId: 'HB_LOBBY', vassalage: 'HB', gameType: 'RNG' });
    const [first, second, favourite] = bodies(sent);
    expect(first).toEqual({ id: 7, idempotencyKey: expect.stringMatching(UUID) });
    expect(second!['idempotencyKey']).toMatch(UUID);
    expect(second!['idempotencyKey']).not.toBe(first!['idempotencyKey']);
    expect(favourite).not.toHaveProperty('idempotencyKey');
  });

  it("keeps the key the caller made for the action (a form's hidden field)", async () => {
    const { sent, fetch } = recording([() => reply({ success: true, value: claimed })]);
    await client(fetch).call(raffleClaim, { id: 7, idempotencyKey: 'form-key-0123456789abcdef' });
    expect(bodies(sent)).toEqual([{ id: 7, idempotencyKey: 'form-key-0123456789abcdef' }]);
  });

  it('is sent again with the same key after a dropped connection, and the platform applies it once', async () => {
    const t = await startTestPlatform();
    try {
      const token = (await t.login('team_ana', 'TeamAna2026')).body.value!.token;
      const sent: Record<string, unknown>[] = [];
      let dropped = false;
      // The first request reaches the platform, which claims; its answer is lost on the way back.
      const fetch: Handler = async (url, init) => {
        sent.push(JSON.parse(String(init.body)));
        const response = await t.platform.handle(
          new Request(new URL(url, 'http://platform.internal'), { ...init, headers: { ...(init.headers as Record<string, string>), Authorization: token } }),
        );
        if (!dropped) {
          dropped = true;
          throw new TypeError('fetch failed: socket hang up');
        }
        return response;
      };
      const balance = async () => (await t.call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token })).body.value!.sumBalance;
      const before = await balance();
      const value = await client(fetch).call(raffleClaim, { id: 7 });
      expect(sent).toHaveLength(2);
      expect(sent[1]).toEqual(sent[0]);
      expect(sent[0]!['idempotencyKey']).toMatch(UUID);
      expect(value).toMatchObject({ id: 7, state: 'claimed' });
      // The prize arrives in minor units; the raw wire balance is major units, read exactly.
      expect(minorFromWire(await balance())).toBe(minorFromWire(before) + value.prize);
    } finally {
      await t.platform.close();
    }
    // It starts a platform of its own (migrations and seed): the time of a hook, not of a test.
  }, 60_000);

  it('a wallet transfer is declared movesMoney, its key part of its request', () => {
    expect(walletTransfer.movesMoney).toBe(true);
    expect(walletTransfer.request.safeParse({ from: 'MAIN', to: 'JILI', amount: 5, idempotencyKey: 'k'.repeat(20) }).data).toHaveProperty(
      'idempotencyKey',
      'k'.repeat(20),
    );
  });
});
