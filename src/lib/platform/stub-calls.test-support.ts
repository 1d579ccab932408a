/**
 * Test support (not shipped: only tests import it). One stand-in platform behind `fetch`, keyed
 * by call declaration (src/contract/define.ts), so island tests stub the contract rather
 * than URLs:
 *
 *     const stub = stubCalls([[memberInfo, () => ({ id: 1, account: 'demo', type: 0 })]]);
 *
 * - A request is routed to the declaration whose method and path match: one the test stubs
 *   (so a test of a shared island can declare a call of its own), else one of src/contract/calls.
 * - A plain value a handler returns is validated against the declaration's response schema, as
 *   the browser's client reads it (docs/platform-api.md), and sent in a success envelope. A stub
 *   the contract would refuse fails the test, even when the island would have shown its network
 *   message for it and the test would otherwise have passed.
 * - A handler may return a `Response` (a refusal, a 502, garbage) to test how an island takes a
 *   failure; that is sent as it is ({@link uncheckedAnswer} sends a value the contract refuses,
 *   to test how an island takes one). A handler that throws makes `fetch` reject (a network error).
 * - A handler may return a promise: the request waits for it, so a test can hold an answer
 *   (to see the loading state) and let it go.
 * - A request no declaration matches, or a declared call this test did not stub, fails the test.
 * - Every request is recorded with its decoded parameters (query, JSON or form body, or the
 *   plaintext of an encrypted call: `rsaKey` is answered with this module's own key unless the
 *   test stubs it).
 *
 * Failures are collected while the island runs (its client turns a rejected fetch into a
 * `network` error, which an island may well show) and thrown when the test finishes.
 */
import { z } from 'zod/mini';
import { generateKeyPairSync } from 'node:crypto';
import { onTestFinished, vi } from 'vitest';
import type { CallDeclaration } from '../../contract/define';
import { responseSchemaFor } from './client';
import { allCalls } from '../../contract/calls';
import { rsaKey } from '../../contract/calls/session';
import { desDecrypt, rsaDecryptKey } from '../../contract/crypto';

const hex = (base64url: string | undefined) => Buffer.from(base64url ?? '', 'base64url').toString('hex');
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
const jwk = privateKey.export({ format: 'jwk' });
/** The modulus `rsaKey` answers with, so that encrypted bodies can be read back. */
export const STUB_RSA_MODULUS = hex(jwk.n).replace(/^0+/, '');
const modulus = BigInt(`0x${STUB_RSA_MODULUS}`);
const privateExponent = BigInt(`0x${hex(jwk.d)}`);

/** The plaintext of an encrypted call, as the platform decrypts it (with {@link STUB_RSA_MODULUS}'s key). */
export function decryptBody(init: RequestInit): Record<string, unknown> {
  const headers = init.headers as Record<string, string>;
  const key = rsaDecryptKey(headers['Encryption'] ?? '', modulus, privateExponent);
  const { value } = JSON.parse(String(init.body)) as { value: string };
  return JSON.parse(desDecrypt(value, key.slice(0, 8))) as Record<string, unknown>;
}

/** One request the island made. */
export interface StubbedRequest {
  /** The declaration it was routed to. */
  call: CallDeclaration;
  method: string;
  path: string;
  url: string;
  init: RequestInit;
  /** The query (values are strings), the JSON or form body, or the decrypted payload. */
  params: Record<string, unknown>;
}

/** Answers a call: a value of the call's response (validated), or a `Response` sent as it is. */
export type StubHandler = (params: Record<string, unknown>, request: StubbedRequest) => unknown;
export type StubRoute = readonly [CallDeclaration, StubHandler];

export interface CallStub {
  /** Every request routed to a declaration, in order. */
  readonly calls: readonly StubbedRequest[];
  /** The requests to one declaration. */
  callsTo(call: CallDeclaration): StubbedRequest[];
  /**
   * What went wrong so far, emptied: what is left when the test finishes fails it. Only this
   * module's own tests, which check that a broken stub is caught, have reason to call it.
   */
  takeProblems(): string[];
}

/** A refusal envelope, as the platform sends one (HTTP 200 unless told). */
export const refusal = (message: string, errorCode: string, value?: unknown, status = 200) =>
  new Response(JSON.stringify({ success: false, message, errorCode, value }), { status });

const envelope = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200 });

/**
 * A success envelope around a value that is not checked against the contract: only for a test
 * of how an island takes an answer its call's schema refuses.
 */
export const uncheckedAnswer = (value: unknown) => envelope(value);

function decodeParams(call: CallDeclaration, url: string, init: RequestInit): Record<string, unknown> {
  if (call.method === 'GET' || call.method === 'DELETE') {
    return Object.fromEntries(new URL(url, 'http://stub.invalid').searchParams);
  }
  if (call.encrypted) return decryptBody(init);
  const body = String(init.body ?? '');
  if (call.body === 'form') return Object.fromEntries(new URLSearchParams(body));
  return body ? (JSON.parse(body) as Record<string, unknown>) : {};
}

/**
 * Replaces `fetch` with a platform that answers the given declarations (later entries for the
 * same declaration win, so a test can override shared basics). Call it inside a test.
 */
export function stubCalls(routes: readonly StubRoute[], options: { audience?: 'browser' | 'server' } = {}): CallStub {
  const audience = options.audience ?? 'browser';
  const handlers = new Map<CallDeclaration, StubHandler>([[rsaKey, () => STUB_RSA_MODULUS]]);
  for (const [call, handler] of routes) handlers.set(call, handler);
  const declared = [...handlers.keys(), ...allCalls];
  const calls: StubbedRequest[] = [];
  const problems: string[] = [];
  const problem = (text: string): never => {
    problems.push(text);
    throw new Error(`stubCalls: ${text}`);
  };

  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://stub.invalid').pathname;
    const call = declared.find((candidate) => candidate.method === method && candidate.path === path);
    if (!call) return problem(`${method} ${path} is not a declared call`);
    const handler = handlers.get(call);
    let params: Record<string, unknown>;
    try {
      params = decodeParams(call, url, init);
    } catch (error) {
      return problem(`${method} ${path}: the request body could not be read (${String(error)})`);
    }
    const request: StubbedRequest = { call, method, path, url, init, params };
    calls.push(request);
    if (!handler) return problem(`${method} ${path} was called but this test did not stub it`);
    const answer = await handler(params, request);
    if (answer instanceof Response) return answer;
    const parsed = z.safeParse(responseSchemaFor(call, audience), answer);
    if (!parsed.success) return problem(`the stubbed answer to ${method} ${path} breaks the contract: ${parsed.error.message}`);
    return envelope(answer);
  });

  onTestFinished(() => {
    if (problems.length) throw new Error(`stubCalls:\n${problems.join('\n')}`);
  });

  return {
    calls,
    callsTo: (call) => calls.filter((request) => request.call === call),
    takeProblems: () => problems.splice(0),
  };
}
