import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createPlatformClient } from './client';
import { defineCall } from '../../contract/define';
import type { PlatformError } from '../../contract/envelope';
import { login } from '../../contract/calls/session';
import { forgotPasswordByEmail, memberInfo } from '../../contract/calls/member';
import { walletBalance } from '../../contract/calls/wallet';
import { refusal, STUB_RSA_MODULUS, stubCalls, uncheckedAnswer } from './stub-calls.test-support';

// The islands' client, as src/lib/platform/browser-client.ts makes it, minus the document.
const client = createPlatformClient({ audience: 'browser', baseUrl: '', fetch: (url, init) => globalThis.fetch(url, init) });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: PlatformError) => error,
  );

/** A call only a test declares, as a test of a shared island (the records table) declares its own. */
const testRecords = defineCall({
  summary: 'test: one page of records',
  path: '/test/records',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({ pageNo: z.int().check(z.gte(1)) }),
  response: z.object({ list: z.array(z.string()), totalPages: z.int() }),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('stubCalls', () => {
  it('routes each request to the declaration with its method and path, and records it with its parameters', async () => {
    const stub = stubCalls([
      [walletBalance, () => ({ sumBalance: 12.5, currency: 'PHP' })],
      [forgotPasswordByEmail, (params) => (params['email'] === 'ana@lucky.example' ? null : refusal('No such account', 'BAD_REQUEST'))],
    ]);
    // The stub answers as the platform does (major units); the client reads minor units.
    expect(await client.call(walletBalance, {})).toMatchObject({ sumBalance: 1250, currency: 'PHP' });
    expect(await client.call(forgotPasswordByEmail, { username: 'ana', email: 'ana@lucky.example' })).toBeNull();
    const refused = await failure(client.call(forgotPasswordByEmail, { username: 'ana', email: 'other@lucky.example' }));
    expect(refused).toMatchObject({ kind: 'rejected', message: 'No such account' });
    expect(stub.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /wps/v2/wallets/balance',
      'POST /wps/member/password/email',
      'POST /wps/member/password/email',
    ]);
    expect(stub.callsTo(forgotPasswordByEmail).map((call) => call.params)).toEqual([
      { username: 'ana', email: 'ana@lucky.example' },
      { username: 'ana', email: 'other@lucky.example' },
    ]);
    expect(stub.takeProblems()).toEqual([]);
  });

  it('answers the RSA key itself and reads encrypted calls back to their plaintext', async () => {
    const stub = stubCalls([[login, () => ({ firstTimeLogin: false, passwordExpired: false })]]);
    await client.call(login, { username: 'ana', password: 'Secret2026' });
    expect(stub.calls.map((call) => call.path)).toEqual(['/wps/session/key/rsa', '/wps/session/login']);
    expect(stub.calls[0]?.call.path).toBe('/wps/session/key/rsa');
    expect(String(stub.calls[1]?.init.body)).not.toContain('Secret2026');
    expect(stub.callsTo(login)[0]?.params).toMatchObject({ username: 'ana', password: 'Secret2026' });
    expect(STUB_RSA_MODULUS).toMatch(/^[0-9a-f]{255,256}$/);
  });

  it('passes a Response through, so a test can send a 502 or a session that expired', async () => {
    stubCalls([
      [memberInfo, () => new Response('<html>502</html>', { status: 502 })],
      [walletBalance, () => refusal('expired', 'UNAUTHORIZED', undefined, 401)],
    ]);
    expect(await failure(client.call(memberInfo))).toMatchObject({ kind: 'network' });
    expect(await failure(client.call(walletBalance, {}))).toMatchObject({ kind: 'unauthorized' });
  });

  // Each broken stub below is caught twice: the island's fetch rejects (its client shows a
  // network error), and the problem is kept to fail the test when it finishes, which
  // takeProblems empties here so that these tests can check it.
  it('refuses a stubbed answer the contract would refuse, though the island only sees a network error', async () => {
    const stub = stubCalls([[walletBalance, () => ({ sumBalance: '12.50' })]]);
    expect(await failure(client.call(walletBalance, {}))).toMatchObject({ kind: 'network' });
    const problems = stub.takeProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('the stubbed answer to GET /wps/v2/wallets/balance breaks the contract');
  });

  it('refuses a request no declaration has, including a declared path with another method', async () => {
    const stub = stubCalls([[walletBalance, () => ({ sumBalance: 1, currency: 'PHP' })]]);
    await expect(globalThis.fetch('/wps/not/declared', { method: 'GET' })).rejects.toThrow('GET /wps/not/declared is not a declared call');
    await expect(globalThis.fetch('/wps/v2/wallets/balance', { method: 'POST' })).rejects.toThrow('not a declared call');
    expect(stub.takeProblems()).toEqual(['GET /wps/not/declared is not a declared call', 'POST /wps/v2/wallets/balance is not a declared call']);
    expect(stub.calls).toEqual([]);
  });

  it('refuses a declared call the test did not stub, and records it', async () => {
    const stub = stubCalls([[walletBalance, () => ({ sumBalance: 1, currency: 'PHP' })]]);
    expect(await failure(client.call(memberInfo))).toMatchObject({ kind: 'network' });
    expect(stub.takeProblems()).toEqual(['GET /wps/member/info was called but this test did not stub it']);
    expect(stub.callsTo(memberInfo)).toHaveLength(1);
  });

  // `it.fails` passes only if the test fails: here nothing but the finish check can fail it.
  it.fails('fails the test when it finishes with a problem left', async () => {
    stubCalls([[walletBalance, () => ({ sumBalance: '12.50' })]]);
    await failure(client.call(walletBalance, {}));
  });

  it('lets a later entry override an earlier one for the same declaration', async () => {
    const basics = [[walletBalance, () => ({ sumBalance: 1, currency: 'PHP' })]] as const;
    stubCalls([...basics, [walletBalance, () => ({ sumBalance: 2, currency: 'PHP' })]]);
    expect(await client.call(walletBalance, {})).toMatchObject({ sumBalance: 200 });
  });

  it('routes to a declaration the test stubs though the contract does not declare it, and checks its answer too', async () => {
    const stub = stubCalls([[testRecords, (params) => ({ list: [`page ${String(params['pageNo'])}`], totalPages: 2 })]]);
    expect(await client.call(testRecords, { pageNo: 2 })).toEqual({ list: ['page 2'], totalPages: 2 });
    expect(stub.callsTo(testRecords).map((call) => call.params)).toEqual([{ pageNo: '2' }]);

    const broken = stubCalls([[testRecords, () => ({ list: [1], totalPages: 2 })]]);
    expect(await failure(client.call(testRecords, { pageNo: 1 }))).toMatchObject({ kind: 'network' });
    expect(broken.takeProblems()[0]).toContain('the stubbed answer to GET /test/records breaks the contract');
  });

  it('holds the answer a handler promises until the test lets it go', async () => {
    const held: (() => void)[] = [];
    stubCalls([[walletBalance, () => new Promise((resolve) => held.push(() => resolve({ sumBalance: 3, currency: 'PHP' })))]]);
    const answer = client.call(walletBalance, {});
    await vi.waitFor(() => expect(held).toHaveLength(1));
    expect(await Promise.race([answer, Promise.resolve('held')])).toBe('held');
    held[0]!();
    expect(await answer).toMatchObject({ sumBalance: 300 });
  });

  it('sends an unchecked answer as a success envelope, so a test can show how an island takes an answer the contract refuses', async () => {
    const stub = stubCalls([[walletBalance, () => uncheckedAnswer({ sumBalance: '12.50' })]]);
    expect(await failure(client.call(walletBalance, {}))).toMatchObject({ kind: 'schema', details: { reason: 'response' } });
    expect(stub.takeProblems()).toEqual([]);
  });
});
