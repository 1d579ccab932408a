import { allCalls } from '../../contract/calls/index';
import { describe, expect, it } from 'vitest';
import { BODY_CAP_RULES, DEFAULT_MAX_BODY_BYTES, bodyCapFor, byteCounter, declaresMoreThan, signedInFromSite, tooLargeEnvelope } from './body-cap';

describe('bodyCapFor', () => {
  it('gives every path the default, 64 KB', () => {
    expect(DEFAULT_MAX_BODY_BYTES).toBe(65_536);
    expect(bodyCapFor('/wps/session/login')).toBe(65_536);
    expect(bodyCapFor('/promotions/raffle')).toBe(65_536);
  });

  it('gives a listed route its larger cap for a signed-in visitor on the site: feedback takes three 5 MB images as Base64', () => {
    const signedIn = { signedInFromSite: true };
    expect(BODY_CAP_RULES.map((rule) => rule.path)).toEqual(['/wps/feedback']);
    expect(bodyCapFor('/wps/feedback', signedIn)).toBeGreaterThanOrEqual(Math.ceil((3 * 5 * 1024 * 1024 * 4) / 3));
    expect(bodyCapFor('/wps/feedback/', signedIn)).toBe(bodyCapFor('/wps/feedback', signedIn));
    // The site lets through every body a call declares it takes (platform/http/input.ts reads the same figure).
    for (const call of allCalls.filter((candidate) => candidate.maxBodyBytes))
      expect(bodyCapFor(call.path, signedIn), call.path).toBeGreaterThanOrEqual(call.maxBodyBytes!);
    expect(bodyCapFor('/wps/feedbackx', signedIn)).toBe(65_536);
  });

  it('keeps a stranger (no session, or another origin) to the default, even on that route', () => {
    expect(bodyCapFor('/wps/feedback')).toBe(65_536);
    expect(bodyCapFor('/wps/feedback', { signedInFromSite: false })).toBe(65_536);
    const site = 'https://lucky.example';
    expect(signedInFromSite({ cookie: 'theme=dark; sid=abc123', origin: site }, site)).toBe(true);
    expect(signedInFromSite({ cookie: 'sid=abc123', origin: 'https://evil.example' }, site)).toBe(false);
    expect(signedInFromSite({ cookie: 'sid=abc123' }, site)).toBe(false);
    expect(signedInFromSite({ cookie: 'sid=; theme=dark', origin: site }, site)).toBe(false);
    expect(signedInFromSite({ cookie: 'notsid=abc123', origin: site }, site)).toBe(false);
    expect(signedInFromSite({ origin: site }, site)).toBe(false);
  });

  it('follows a configured default, which never lowers a route that needs more', () => {
    const signedIn = { signedInFromSite: true };
    expect(bodyCapFor('/wps/session/login', { defaultBytes: 1_000 })).toBe(1_000);
    expect(bodyCapFor('/wps/feedback', { ...signedIn, defaultBytes: 1_000 })).toBe(bodyCapFor('/wps/feedback', signedIn));
    expect(bodyCapFor('/wps/feedback', { ...signedIn, defaultBytes: 50_000_000 })).toBe(50_000_000);
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
    expect(tooLargeEnvelope(bodyCapFor('/wps/feedback', { signedInFromSite: true })).message).toContain('20.1 MB');
  });
});
