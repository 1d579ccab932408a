import { describe, expect, it } from 'vitest';
import { allCalls } from './calls/index';
import { ErrorCodes, REFUSALS, refusalBreach, refusalsOf } from './refusals';

const plainCall = { auth: false, encrypted: false } as const;

describe('refusalsOf', () => {
  it('gives every call the proxy’s and the platform’s own failures, and nothing of another call', () => {
    const codes = refusalsOf(plainCall);
    for (const code of ['BAD_REQUEST', 'UPSTREAM_TIMEOUT', 'UPSTREAM_UNAVAILABLE', 'FORBIDDEN_ORIGIN', 'PAYLOAD_TOO_LARGE', 'INTERNAL'] as const) {
      expect(codes.has(code)).toBe(true);
    }
    expect(codes.has('UNAUTHORIZED')).toBe(false);
    expect(codes.has('ALREADY_CLAIMED')).toBe(false);
  });

  it('adds the codes a call’s flags bring: a session, encryption, money', () => {
    expect(refusalsOf({ ...plainCall, auth: true }).has('UNAUTHORIZED')).toBe(true);
    expect(refusalsOf({ ...plainCall, encrypted: true }).has('DECRYPT_FAILED')).toBe(true);
    const money = refusalsOf({ auth: true, encrypted: false, movesMoney: true });
    expect([...money].filter((code) => code.startsWith('IDEMPOTENCY'))).toEqual(['IDEMPOTENCY_KEY_REQUIRED', 'IDEMPOTENCY_KEY_REUSED']);
  });

  it('adds the codes the call declares', () => {
    expect(refusalsOf({ ...plainCall, refusals: ['ALREADY_CLAIMED'] }).has('ALREADY_CLAIMED')).toBe(true);
  });
});

describe('refusalBreach', () => {
  const call = { ...plainCall, refusals: ['VALIDATION', 'CAPTCHA_REQUIRED', 'FEATURE_DISABLED'] } as const;

  it('accepts a declared code with no value, or with a value of its shape', () => {
    expect(refusalBreach(call, 'FEATURE_DISABLED', undefined)).toBeNull();
    expect(refusalBreach(call, 'VALIDATION', { field: 'mobileNum' })).toBeNull();
    expect(refusalBreach(call, 'CAPTCHA_REQUIRED', { captcha: true })).toBeNull();
  });

  it('names what breaks: no code, an undeclared code, a value of the wrong shape, a value on a code that has none', () => {
    expect(refusalBreach(call, null, undefined)).toBe('a refusal without an errorCode');
    expect(refusalBreach(call, 'NOT_ELIGIBLE', undefined)).toContain('not among');
    expect(refusalBreach(call, 'VALIDATION', { captcha: true })).toContain('does not fit');
    expect(refusalBreach(call, 'FEATURE_DISABLED', { field: 'x' })).toBe('errorCode FEATURE_DISABLED carries no value');
  });
});

describe('the catalogue', () => {
  it('describes every code, and every declared refusal is a known code', () => {
    for (const code of Object.values(ErrorCodes)) expect(REFUSALS[code].means).not.toBe('');
    const known = new Set<string>(Object.values(ErrorCodes));
    for (const call of allCalls) for (const code of call.refusals ?? []) expect(known.has(code)).toBe(true);
  });
});
