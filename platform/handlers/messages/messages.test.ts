import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorSettle } from '../../deposits/operator';
import { listFeedback } from '../../messages/feedback';
import { MESSAGE_TEMPLATES, renderMessage, TEMPLATE_LANGUAGES } from '../../messages/templates';
import { startTestPlatform, type TestPlatform } from '../../test-support';
import { newPlayer, readyPlayer, submit, type Player } from '../../withdrawal/test-helpers';
import { operateWithdrawal } from '../../withdrawal/operator';

interface Inbox {
  unread: number;
  messages: { id: number; category: string; title: string; content: string; read: boolean; createdAt: string }[];
  next: string | null;
}

let t: TestPlatform;
// A fresh platform migrates and seeds: slow on a busy machine.
beforeAll(async () => {
  t = await startTestPlatform();
}, 120_000);
afterAll(() => t.platform.close());

const inbox = async (player: Player, language = 'EN', older?: string) =>
  (await t.call<Inbox>('GET', '/wps/relay/CSP_messageList', { token: player.token, language, query: older ? { older } : {} })).body.value!;
const unread = async (player: Player) => (await t.call<{ unread: number }>('GET', '/wps/relay/CSP_unreadCount', { token: player.token })).body.value!.unread;

async function confirmedDeposit(player: Player, amount: number): Promise<string> {
  const created = await t.call<{ reference: string }>('POST', '/wps/v2/deposit/create', {
    token: player.token,
    body: { channel: 'BANK', amount, idempotencyKey: randomUUID() },
  });
  const { reference } = created.body.value!;
  expect(await operatorSettle(t.platform.db, 'confirm', reference, t.now())).toMatchObject({ ok: true });
  return reference;
}

describe('the inbox', () => {
  it('a confirmed deposit sends one message, in the reader language, and the count follows reading and deleting', async () => {
    const player = await newPlayer(t, { rank: 1 });
    expect(await unread(player)).toBe(0);
    const reference = await confirmedDeposit(player, 1500);
    expect(await unread(player)).toBe(1);

    const english = await inbox(player);
    expect(english.unread).toBe(1);
    expect(english.messages).toHaveLength(1);
    expect(english.messages[0]).toMatchObject({ category: 'account', title: 'Deposit received', read: false });
    expect(english.messages[0]!.content).toContain(reference);
    expect(english.messages[0]!.content).toContain('1,500.00');
    expect((await inbox(player, 'TY')).messages[0]!.title).toBe('Natanggap ang deposito');

    const id = english.messages[0]!.id;
    expect((await t.call<{ unread: number }>('POST', '/wps/relay/CSP_messageRead', { token: player.token, body: { id } })).body.value).toEqual({ unread: 0 });
    expect((await inbox(player)).messages[0]!.read).toBe(true);
    expect((await t.call('DELETE', '/wps/relay/CSP_messageDelete', { token: player.token, query: { id } })).body.value).toEqual({ unread: 0 });
    expect((await inbox(player)).messages).toEqual([]);
    const again = await t.call('DELETE', '/wps/relay/CSP_messageDelete', { token: player.token, query: { id } });
    expect(again.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it('lists unread first, marks all read, and never shows or changes another member’s messages', async () => {
    const player = await newPlayer(t, { rank: 1 });
    const other = await newPlayer(t, { rank: 1 });
    await confirmedDeposit(player, 1000);
    await confirmedDeposit(player, 2000);
    const first = await inbox(player);
    await t.call('POST', '/wps/relay/CSP_messageRead', { token: player.token, body: { id: first.messages[1]!.id } });
    // The one read goes after the unread one, however old each is.
    const ordered = await inbox(player);
    expect(ordered.messages.map((message) => message.read)).toEqual([false, true]);
    expect((await t.call('POST', '/wps/relay/CSP_messageRead', { token: other.token, body: { id: ordered.messages[0]!.id } })).body.errorCode).toBe(
      'NOT_FOUND',
    );
    expect((await t.call('DELETE', '/wps/relay/CSP_messageDelete', { token: other.token, query: { id: ordered.messages[0]!.id } })).body.errorCode).toBe(
      'NOT_FOUND',
    );
    expect(await unread(player)).toBe(1);
    expect((await t.call('POST', '/wps/relay/CSP_messageReadAll', { token: player.token, body: {} })).body.value).toEqual({ unread: 0 });
    expect((await inbox(other)).messages).toEqual([]);
  });

  it('pages 100 at a time from a cursor, so reading between pages skips no message and the last page says so', async () => {
    const player = await newPlayer(t, { rank: 1 });
    // 230 messages within one millisecond, two at each microsecond (so the cursor must keep the
    // microseconds, and the id must break ties), the newest last; the oldest 30 are read before
    // the first page.
    const start = t.now() - 3_600_000;
    await t.platform.db.query(
      `INSERT INTO member_messages (member_id, category, template, params, created_at, read_at)
       SELECT $1, 'account', 'depositConfirmed', '{}'::jsonb, $2::timestamptz + (n / 2) * interval '1 microsecond', CASE WHEN n < 30 THEN $2::timestamptz END
         FROM generate_series(0, 229) AS n`,
      [player.id, new Date(start)],
    );
    const first = await inbox(player);
    expect(first.messages).toHaveLength(100);
    expect(first.unread).toBe(200);
    expect(first.next).toMatch(/^1\.\d+\.\d+$/);
    // Between pages the player reads 50 of the first page's unread messages: with an offset, the
    // next page would start 50 messages too late.
    for (const message of first.messages.slice(0, 50)) await t.call('POST', '/wps/relay/CSP_messageRead', { token: player.token, body: { id: message.id } });
    const second = await inbox(player, 'EN', first.next!);
    const third = await inbox(player, 'EN', second.next!);
    expect(third.next).toBeNull();
    const seen = new Set([...first.messages, ...second.messages, ...third.messages].map((message) => message.id));
    expect(seen.size).toBe(230);
    // The second page: the 100 unread the first did not reach, newest first. The third: the read
    // ones, newest first, so the 50 just read come again before the 30 read long ago.
    expect(second.messages.every((message) => !message.read)).toBe(true);
    expect(third.messages.every((message) => message.read)).toBe(true);
    expect(third.messages.slice(0, 50).map((message) => message.id)).toEqual(first.messages.slice(0, 50).map((message) => message.id));
    for (const page of [second, third]) {
      const times = page.messages.map((message) => Date.parse(message.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    // A cursor the platform did not write is refused.
    const forged = await t.call('GET', '/wps/relay/CSP_messageList', { token: player.token, query: { older: "1.0'; DROP TABLE x" } });
    expect([forged.status, forged.body]).toMatchObject([400, { success: false, errorCode: 'BAD_REQUEST' }]);
  });

  it('a withdrawal paid or rejected sends a message with the reason, escaped', async () => {
    const player = await readyPlayer(t, { rank: 1 });
    const paid = (await submit(t, player, { accountId: player.accountId, amount: 100, paymentPassword: '246810' })).body.value!.reference;
    await operateWithdrawal(t.platform.db, 'approve', paid, t.now());
    await operateWithdrawal(t.platform.db, 'pay', paid, t.now());
    const rejected = (await submit(t, player, { accountId: player.accountId, amount: 120, paymentPassword: '246810' })).body.value!.reference;
    await operateWithdrawal(t.platform.db, 'reject', rejected, t.now(), 'Name <b>mismatch</b>');
    const { messages } = await inbox(player);
    expect(messages.map((message) => message.title).sort()).toEqual(['Withdrawal paid', 'Withdrawal rejected']);
    const refused = messages.find((message) => message.title === 'Withdrawal rejected')!;
    expect(refused.content).toContain('Name &lt;b&gt;mismatch&lt;/b&gt;');
    expect(refused.content).toContain(rejected);
  });

  it('every template is written in every language with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const template of MESSAGE_TEMPLATES) {
      const english = renderMessage(template, {}, 'EN', 'PHP');
      for (const language of TEMPLATE_LANGUAGES) {
        const written = renderMessage(template, {}, language, 'PHP');
        expect(placeholders(written.body), `${template} ${language}`).toEqual(placeholders(english.body));
        if (language !== 'EN') expect(written.title, `${template} ${language}`).not.toBe(english.title);
      }
    }
  });
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]).toString('base64');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1').toString('base64');

describe('feedback', () => {
  const send = (player: Player, body: unknown) => t.call<{ id: number }>('PUT', '/wps/feedback', { token: player.token, body });

  it('stores a comment with a png and a jpg, which the operator lists', async () => {
    const player = await newPlayer(t, { rank: 1 });
    const sent = await send(player, {
      comment: '  The lobby is slow at night.  ',
      images: [
        { name: 'a.png', data: PNG },
        { name: 'b.jpg', data: JPG },
      ],
    });
    expect(sent.body.success).toBe(true);
    const [latest] = await listFeedback(t.platform.db);
    expect(latest).toMatchObject({ id: sent.body.value!.id, account: player.account, comment: 'The lobby is slow at night.' });
    expect(latest!.images).toEqual([
      { name: 'a.png', mediaType: 'image/png', bytes: 12 },
      { name: 'b.jpg', mediaType: 'image/jpeg', bytes: 6 },
    ]);
  });

  it('refuses each broken limit under its field, and stores nothing', async () => {
    const player = await newPlayer(t, { rank: 1 });
    const before = (await listFeedback(t.platform.db)).length;
    const cases: [unknown, string, RegExp][] = [
      [{ comment: '   ' }, 'comment', /write your comment/],
      [{ comment: 'x'.repeat(141) }, 'comment', /at most 140 characters/],
      [{ comment: 'ok', images: Array.from({ length: 4 }, (_, index) => ({ name: `${index}.png`, data: PNG })) }, 'images', /at most 3 images/],
      [{ comment: 'ok', images: [{ name: 'cat.png', data: GIF }] }, 'images', /"cat.png" is not a png or jpg/],
      [
        { comment: 'ok', images: [{ name: 'big.png', data: Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(5 * 1024 * 1024)]).toString('base64') }] },
        'images',
        /larger than 5 MB/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const reply = await send(player, body);
      expect(reply.body, field).toMatchObject({ success: false, errorCode: 'VALIDATION', value: { field } });
      expect(reply.body.message).toMatch(message);
    }
    // 140 characters of any script are accepted (counted as characters, not bytes).
    expect((await send(player, { comment: 'ก'.repeat(140) })).body.success).toBe(true);
    expect((await listFeedback(t.platform.db)).length).toBe(before + 1);
  });
});
