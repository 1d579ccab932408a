import { z } from 'zod/mini';
import { IDEMPOTENCY_KEY_FIELD, type CallDeclaration, type Schema, type BrowserResponseOf, type RequestOf, type ResponseOf } from '../../contract/define';
import { PlatformError } from '../../contract/envelope';
import { ErrorCodes } from '../../contract/refusals';
import { checkEnvelope, contractIssues } from './contract-check';
import { encryptPayload } from '../../contract/crypto';
import { rsaKey } from '../../contract/calls/session';

export interface PlatformClientOptions {
  /** '' for same-origin (islands through the proxy), or the platform's origin. */
  baseUrl: string;
  /** Where requests go: `globalThis.fetch`, or the in-process reference platform. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Headers added to every call (Authorization, Merchant, Language on the server). */
  headers?: () => Record<string, string>;
  /** Milliseconds before a call gives up with a `timeout` error. */
  timeoutMs?: number;
  /**
   * The deadline each call sends with, instead of a fresh `timeoutMs` per call: a page request's
   * one budget (src/lib/platform/deadline.ts). A call made after it fired fails at once.
   */
  signal?: () => AbortSignal;
  /**
   * Browser clients validate session-issuing responses without their token, because the
   * proxy has moved it into the HttpOnly cookie.
   */
  audience: 'browser' | 'server';
  /**
   * Told of every failure before the caller is: the server's clients log it there
   * (src/lib/log/platform.server.ts), so a page that renders its error state still leaves a trace.
   */
  onFailure?: (error: PlatformError, call: CallDeclaration) => void;
}

export interface PlatformClient<A extends 'browser' | 'server'> {
  call<C extends CallDeclaration>(call: C, input?: RequestOf<C>): Promise<A extends 'browser' ? BrowserResponseOf<C> : ResponseOf<C>>;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** The response schema a given audience validates against. */
export function responseSchemaFor(call: CallDeclaration, audience: 'browser' | 'server'): Schema {
  if (audience === 'browser' && call.issuesSession && call.response instanceof z.ZodMiniObject) {
    return z.omit(call.response, { token: true });
  }
  return call.response;
}

function toQuery(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A money-moving call's parameters with their idempotency key (docs/platform-api.md
 * "Idempotency keys"): the caller's when it made one for the user's action (a form that
 * carries it, a button that keeps it until an answer comes), else a new one for this call,
 * kept for its retry below.
 */
function withIdempotencyKey(input: unknown): unknown {
  const params = (input ?? {}) as Record<string, unknown>;
  return params[IDEMPOTENCY_KEY_FIELD] ? params : { ...params, [IDEMPOTENCY_KEY_FIELD]: crypto.randomUUID() };
}

/**
 * Makes typed calls from declarations. Every failure becomes a {@link PlatformError}: the
 * caller never sees a raw TypeError, a JSON syntax error or an unvalidated value.
 */
export function createPlatformClient<A extends 'browser' | 'server'>(options: PlatformClientOptions & { audience: A }): PlatformClient<A> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function send(call: CallDeclaration, input: unknown): Promise<unknown> {
    const parsedInput = z.safeParse(call.request, call.movesMoney ? withIdempotencyKey(input) : (input ?? {}));
    if (!parsedInput.success) {
      throw new PlatformError('schema', `Invalid request for ${call.path}: ${parsedInput.error.message}`, {
        path: call.path,
        issues: contractIssues(parsedInput.error),
        reason: 'request',
      });
    }
    const params = parsedInput.data as Record<string, unknown>;
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers?.(), ...call.headers };
    let url = `${options.baseUrl}${call.path}`;
    let body: string | undefined;

    if (call.method === 'GET' || call.method === 'DELETE') {
      url += toQuery(params);
    } else if (call.encrypted) {
      const modulus = (await send(rsaKey, {})) as string;
      const encrypted = encryptPayload(params, modulus);
      headers['Encryption'] = encrypted.encryption;
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(encrypted.body);
    } else if (call.body === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = toQuery(params).slice(1);
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(params);
    }

    // A money-moving call whose connection dropped before any answer is sent once more, the same
    // body with the same key: the platform applies a key once, so the retry cannot pay twice.
    const attempts = call.movesMoney ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        const signal = options.signal?.() ?? AbortSignal.timeout(timeoutMs);
        signal.throwIfAborted();
        const init: RequestInit = { method: call.method, headers, signal };
        if (body !== undefined) init.body = body;
        if (options.audience === 'browser') init.credentials = 'same-origin';
        response = await options.fetch(url, init);
      } catch (error) {
        const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
        if (!timedOut && attempt < attempts) continue;
        throw new PlatformError(timedOut ? 'timeout' : 'network', `${call.path}: ${String(error)}`, { path: call.path, cause: String(error) });
      }
      return readEnvelope(call, response, options.audience);
    }
  }

  const { onFailure } = options;
  const call = !onFailure
    ? send
    : async (declaration: CallDeclaration, input: unknown) => {
        try {
          return await send(declaration, input);
        } catch (error) {
          if (error instanceof PlatformError) onFailure(error, declaration);
          throw error;
        }
      };
  return { call } as PlatformClient<A>;
}

async function readEnvelope(call: CallDeclaration, response: Response, audience: 'browser' | 'server'): Promise<unknown> {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    const kind = response.status === 504 ? 'timeout' : 'network';
    throw new PlatformError(kind, `${call.path}: HTTP ${response.status} without a JSON envelope`, {
      path: call.path,
      status: response.status,
    });
  }
  const check = checkEnvelope(json, responseSchemaFor(call, audience));
  if (check.kind === 'not-envelope') {
    throw new PlatformError('schema', `${call.path}: not an envelope`, {
      path: call.path,
      status: response.status,
      issues: check.issues,
      reason: 'not-envelope',
    });
  }
  if (check.kind === 'schema') {
    throw new PlatformError('schema', `${call.path}: response does not match the contract: ${check.error.message}`, {
      path: call.path,
      issues: check.issues,
      reason: 'response',
    });
  }
  if (check.kind === 'failure') {
    const { value, message, errorCode } = check.envelope;
    const unauthorized = response.status === 401 || errorCode === ErrorCodes.unauthorized;
    const transport = errorCode === ErrorCodes.upstreamTimeout ? 'timeout' : errorCode === ErrorCodes.upstreamUnavailable ? 'network' : null;
    throw new PlatformError(transport ?? (unauthorized ? 'unauthorized' : 'rejected'), message ?? errorCode ?? 'Rejected', {
      path: call.path,
      errorCode: errorCode ?? null,
      status: response.status,
      value,
    });
  }
  return check.value;
}
