import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialLogin } from '../../../src/contract/calls/session';
import { startTestPlatform, type TestPlatform } from '../../test-support';
import { HANDLERS } from '../index';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

/**
 * The reference platform cannot check a Google ID token or a Facebook access token without
 * asking the provider, and must never accept one unchecked: it declines the call.
 */
describe('POST /wps/session/login/social on the reference platform', () => {
  it('has no handler', () => {
    expect(HANDLERS.some((handler) => handler.call === socialLogin)).toBe(false);
  });

  it('answers 501 UNSUPPORTED and issues no session', async () => {
    const reply = await t.call('POST', socialLogin.path, {
      body: { provider: 'google', credential: 'header.payload.signature' },
      encrypt: true,
    });
    expect(reply.status).toBe(501);
    expect(reply.body).toMatchObject({ success: false, errorCode: 'UNSUPPORTED' });
    expect(JSON.stringify(reply.body)).not.toContain('token');
  });
});
