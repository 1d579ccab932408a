import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CallDeclaration } from '../../src/contract/define';
import { MAX_JSON_DEPTH } from '../../src/contract/json-depth';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { HANDLERS } from './index';
import { fieldsOf, sendRaw, utf8 } from './raw-request.test-support';

/**
 * A JSON body nested thousands deep is the caller's mistake on every call that reads one:
 * 400 `BAD_REQUEST` in the usual envelope, never a 500 from a stack overflowed while walking it
 * (src/contract/json-depth.ts, docs/platform-api.md "Wire protocol").
 */
let t: TestPlatform;
let token = '';
beforeAll(async () => {
  t = await startTestPlatform();
  token = (await t.login('demo_player', 'Player2026')).body.value?.token ?? '';
});
afterAll(() => t.platform.close());

const name = (call: CallDeclaration) => `${call.method} ${call.path}`;
const withBody = HANDLERS.map((handler) => handler.call).filter(
  (call) => call.method !== 'GET' && call.method !== 'DELETE' && (call.encrypted || call.body !== 'form'),
);
const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** `{ "<field>": [[[…]]] }`, the field being the call's first (or any name when it has none). */
const deepBody = (call: CallDeclaration, depth: number) => utf8(`{${JSON.stringify(fieldsOf(call)[0] ?? 'x')}:${deep(depth)}}`);

describe('JSON nested too deep', () => {
  it('covers the calls the issue found answering 500 (sms/noLogin unauthenticated, the wallet transfer)', () => {
    expect(withBody.map(name)).toEqual(expect.arrayContaining(['POST /wps/verification/sms/noLogin', 'POST /wps/relay/GCS_walletTransfer']));
  });

  for (const call of withBody) {
    it(`${name(call)}: a body nested 20,000 deep is a 400 BAD_REQUEST, with nothing in the error log`, async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const reply = await sendRaw(t, token, call, { body: deepBody(call, 20_000) });
        expect(reply.status, JSON.stringify(reply.body)).toBe(400);
        expect(reply.body).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
        expect(reply.body.message).toBeTruthy();
        expect(errors).not.toHaveBeenCalled();
      } finally {
        errors.mockRestore();
      }
    });
  }

  it('refuses one level above the limit and reads the limit itself (then the schema decides)', async () => {
    const call = withBody.find((candidate) => candidate.path === '/wps/verification/sms/noLogin')!;
    // The body object is one level; the field's arrays make up the rest.
    const over = await sendRaw(t, token, call, { body: deepBody(call, MAX_JSON_DEPTH) });
    expect(over.status).toBe(400);
    const atLimit = await sendRaw(t, token, call, { body: deepBody(call, MAX_JSON_DEPTH - 1) });
    // Read and refused by the schema (an array is no number): the same 400, reached another way.
    expect(atLimit).toMatchObject({ status: 400, body: { errorCode: 'BAD_REQUEST' } });
  });
});
