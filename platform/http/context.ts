import type { z } from 'astro/zod';
import type { CallDeclaration } from '../../src/contract/define';
import { ErrorCodes, fail, ok, type Envelope } from '../../src/contract/envelope';
import type { Database } from '../db/index';
import type { FieldName, MessageKey, MessageParams, Translate } from '../i18n';
import type { ResolvedOptions } from '../options';
import type { RsaKey } from '../security/rsa';
import type { Settings } from '../settings/store';

/** Error codes the reference platform adds to the contract's {@link ErrorCodes}. */
export const PlatformErrorCodes = {
  unsupported: 'UNSUPPORTED',
  methodNotAllowed: ErrorCodes.methodNotAllowed,
  internal: 'INTERNAL',
  notAgent: 'NOT_AGENT',
  notMember: 'NOT_MEMBER',
  /** A form field is refused; `value.field` names it, so the site can show the message under it. */
  validation: 'VALIDATION',
  invalidInvitation: 'INVALID_INVITATION_CODE',
  /** A whitelabel switch (FREEPLAY3, MOBILEVERCODELOGIN3, …) has the feature off. */
  featureDisabled: 'FEATURE_DISABLED',
  /** A trial account (type 4) asked for something only a real account may do (the contract's code). */
  needRealAccount: ErrorCodes.needRealAccount,
  /** A stake larger than the balance (the demo game, the lottery). */
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  /** A lottery bet on a draw that no longer takes bets (closed, drawn, or not the open one). */
  drawClosed: 'DRAW_CLOSED',
} as const;

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
  refusal(200, t(key, { field, ...params }), PlatformErrorCodes.validation, { field });
