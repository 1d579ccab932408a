import { allCalls } from '../../contract/calls/index';
import { describe, expect, it } from 'vitest';
import { BODY_CAP_RULES, DEFAULT_MAX_BODY_BYTES, bodyCapFor, byteCounter, declaresMoreThan, tooLargeEnvelope } from './body-cap';

describe('bodyCapFor', () => {
  it('gives every path the default, 64 KB', () => {
    expect(DEFAULT_MAX_BODY_BYTES).toBe(65_536);
    expect(bodyCapFor('/wps/session/login')).toBe(65_536);
    expect(bodyCapFor('/promotions/raffle')).toBe(65_536);
  });

  it('gives a listed route its larger cap: feedback takes three 5 MB images as Base64', () => {
    expect(BODY_CAP_RULES.map((rule) => rule.path)).toEqual(['/wps/feedback']);
    expect(bodyCapFor('/wps/feedback')).toBeGreaterThanOrEqual(Math.ceil((3 * 5 * 1024 * 1024 * 4) / 3));
    expect(bodyCapFor('/wps/feedback/')).toBe(bodyCapFor('/wps/feedback'));
    // The site lets through every body a call declares it takes (platform/http/input.ts reads the same figure).
    for (const call of allCalls.filter((candidate) => candidate.maxBodyBytes))
      expect(bodyCapFor(call.path), call.path).toBeGreaterThanOrEqual(call.maxBodyBytes!);
    expect(bodyCapFor('/wps/feedbackx')).toBe(65_536);
  });

  it('follows a configured default, which never lowers a route that needs more', () => {
    expect(bodyCapFor('/wps/session/login', 1_000)).toBe(1_000);
    expect(bodyCapFor('/wps/feedback', 1_000)).toBe(bodyCapFor('/wps/feedback'));
    expect(bodyCapFor('/wps/feedback', 50_000_000)).toBe(50_000_000);
  });
});

describe('declaresMoreThan', () => {
  it('reads Content-Length against the cap; an absent one is not known yet', () => {
    expect(declaresMoreThan('200000000', 65_536)).toBe(true);
    expect(declaresMoreThan('65537', 65_536)).toBe(true);
    expect(declaresMoreThan('65536', 65_536)).toBe(false);
    expect(declaresMoreThan('0', 65_536)).toBe(false);
    expect(declaresMoreThan(null, 65_536)).toBe(false);
    expect(declaresMoreThan(undefined, 65_536)).toBe(false);
    expect(declaresMoreThan('lots', 65_536)).toBe(true);
  });
});

describe('byteCounter', () => {
  it('says stop at the first chunk past the cap', () => {
    const counter = byteCounter(10);
    expect(counter.add(new Uint8Array(6))).toBe(true);
    expect(counter.add(new Uint8Array(4))).toBe(true);
    expect(counter.add(new Uint8Array(1))).toBe(false);
    expect(counter.total).toBe(11);
  });
});

describe('tooLargeEnvelope', () => {
  it('is the failure envelope, saying the limit', () => {
    expect(tooLargeEnvelope(65_536)).toEqual({
      success: false,
      message: 'The request is too large: at most 64 KB is accepted here.',
      errorCode: 'PAYLOAD_TOO_LARGE',
      value: { maxBytes: 65_536 },
    });
    expect(tooLargeEnvelope(bodyCapFor('/wps/feedback')).message).toContain('20.1 MB');
  });
});
