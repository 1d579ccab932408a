import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDeclaration } from '../../src/contract/define';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { HANDLERS } from './index';
import { fieldsOf, sendRaw, utf8 } from './raw-request.test-support';

/**
 * Text PostgreSQL cannot store (a NUL character) or that is not UTF-8 at all must be refused
 * as the caller's mistake, naming the field, by every call: never a 500 from the database.
 */
let t: TestPlatform;
let token = '';
beforeAll(async () => {
  t = await startTestPlatform();
  token = (await t.login('demo_player', 'Player2026')).body.value?.token ?? '';
});
afterAll(() => t.platform.close());

const implemented = HANDLERS.map((handler) => handler.call).filter((call) => fieldsOf(call).length > 0);
const name = (call: CallDeclaration) => `${call.method} ${call.path}`;

const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
/** `{"field":"a<0xFF>b"}` as bytes: no JavaScript string can carry this, so it is built by hand. */
const jsonWithInvalidUtf8 = (field: string) => concat(utf8(`{${JSON.stringify(field)}:"a`), Uint8Array.of(0xff, 0xfe), utf8('b"}'));

/** Sends raw bytes as a call's body the way the site's client does (./raw-request.test-support.ts). */
const send = (call: CallDeclaration, options: { query?: string; body?: Uint8Array<ArrayBuffer> }) => sendRaw(t, token, call, options);

/** A request whose `field` carries `text` (valid UTF-8) in the call's query or body. */
function withText(call: CallDeclaration, field: string, text: string) {
  if (call.method === 'GET' || call.method === 'DELETE') return send(call, { query: new URLSearchParams({ [field]: text }).toString() });
  const body = call.body === 'form' && !call.encrypted ? new URLSearchParams({ [field]: text }).toString() : JSON.stringify({ [field]: text });
  return send(call, { body: utf8(body) });
}

/** A request whose `field` carries the bytes FF FE, which are not UTF-8. */
function withInvalidUtf8(call: CallDeclaration, field: string) {
  if (call.method === 'GET' || call.method === 'DELETE') return send(call, { query: `${encodeURIComponent(field)}=a%FF%FEb` });
  if (call.body === 'form' && !call.encrypted) return send(call, { body: utf8(`${encodeURIComponent(field)}=a%FF%FEb`) });
  return send(call, { body: jsonWithInvalidUtf8(field) });
}

const expectNamedRefusal = (reply: Awaited<ReturnType<typeof send>>, label: string, field: string) => {
  expect(reply.status, `${label}: ${JSON.stringify(reply.body)}`).toBe(400);
  expect(reply.body, label).toMatchObject({ success: false, errorCode: 'BAD_REQUEST', value: { field } });
  expect(reply.body.message, label).toContain(field);
};

describe('text a database cannot store', () => {
  it('walks calls with fields (every call with a request field has a handler here)', () => {
    expect(implemented.length).toBeGreaterThan(30);
  });

  for (const call of implemented) {
    it(`${name(call)}: a NUL character in any field is a 400 naming the field`, async () => {
      for (const field of fieldsOf(call)) expectNamedRefusal(await withText(call, field, 'a\u0000b'), `${name(call)} ${field}`, field);
    });

    it(`${name(call)}: invalid UTF-8 in any field is a 400 naming the field`, async () => {
      for (const field of fieldsOf(call)) expectNamedRefusal(await withInvalidUtf8(call, field), `${name(call)} ${field}`, field);
    });
  }

  // JSON escapes can spell a lone surrogate (\ud800), which no UTF-8 can carry; a query or a
  // form can only spell it as invalid UTF-8 bytes, covered above.
  for (const call of implemented.filter((candidate) => candidate.method !== 'GET' && candidate.method !== 'DELETE' && candidate.body !== 'form')) {
    it(`${name(call)}: a lone UTF-16 surrogate in any field is a 400 naming the field`, async () => {
      for (const field of fieldsOf(call))
        expectNamedRefusal(await send(call, { body: utf8(`{${JSON.stringify(field)}:"a\\ud800b"}`) }), `${name(call)} ${field}`, field);
    });
  }

  it('still accepts ordinary text, accents and emoji included', async () => {
    const reply = await t.call('GET', '/wps/captcha', { query: { uuid: 'ñandú-🎲-uuid-0001' } });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
  });

  it('names a nested field by its path', async () => {
    const feedbackLike = HANDLERS.map((handler) => handler.call).find((call) => call.path === '/wps/game/launch')!;
    const reply = await send(feedbackLike, { body: utf8(JSON.stringify({ gameType: 'RNG', extra: { notes: ['ok', 'x\u0000'] } })) });
    expectNamedRefusal(reply, 'nested', 'extra.notes.1');
  });
});
