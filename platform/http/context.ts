import type { z } from 'zod/mini';
import type { CallDeclaration } from '../../src/contract/define';
import { fail, ok, type Envelope } from '../../src/contract/envelope';
import { ErrorCodes } from '../../src/contract/refusals';
import type { Database } from '../db/index';
import type { FieldName, MessageKey, MessageParams, Translate } from '../i18n';
import type { ResolvedOptions } from '../options';
import type { RsaKey } from '../security/rsa';
import type { Settings } from '../settings/store';

/** What every handler can reach; built once per process by platform/index.ts. */
export interface Services {
  db: Database;
  options: ResolvedOptions;
  settings: Settings;
  rsaKey: RsaKey;
}

/** One call being answered. `memberId` is set (never null) on calls declared `auth: true`. */
export interface CallContext<Input> {
  services: Services;
  input: Input;
  /** The request's moment, from the injectable clock, in epoch milliseconds. */
  now: number;
  /** The client's IP from X-Forwarded-For (the site's proxy sets it), or 'unknown'. */
  ip: string;
  /** The browser's User-Agent (the site's proxy forwards it), cut to 300 characters; '' when none came. */
  device: string;
  t: Translate;
  /** The request's `Language` header, upper-cased (`TY`, `EN`, …); `TY`, the site's default, when absent. */
  language: string;
  token: string | null;
  memberId: bigint | null;
}

/** A handler's answer: an HTTP status and the envelope, plus any extra headers. */
export interface Outcome {
  status: number;
  body: Envelope<unknown>;
  headers?: Record<string, string>;
}

export const success = (value: unknown): Outcome => ({ status: 200, body: ok(value) });

export const refusal = (status: number, message: string, errorCode: string, value?: unknown, headers?: Record<string, string>): Outcome => ({
  status,
  body: fail(message, errorCode, value),
  ...(headers ? { headers } : {}),
});

export interface CallHandler {
  call: CallDeclaration;
  handle(context: CallContext<unknown>): Promise<Outcome>;
}

/** Ties a handler to its declaration, typing `input` as the declaration's parsed request. */
export function defineHandler<C extends CallDeclaration>(call: C, handle: (context: CallContext<z.output<C['request']>>) => Promise<Outcome>): CallHandler {
  return { call, handle: handle as CallHandler['handle'] };
}

/** A refused form field: `fail(message, 'VALIDATION', { field })`, HTTP 200. */
export const fieldRefusal = (t: Translate, field: FieldName, key: MessageKey, params: MessageParams = {}): Outcome =>
  refusal(200, t(key, { field, ...params }), ErrorCodes.validation, { field });
