import * as calls from '../../../src/contract/calls/messages';
import { sendMessage } from '../../messages/store';
import type { TestPlatform } from '../../test-support';
import { defineDomain } from '../domain';
import feedback from './feedback';
import messageDelete from './message-delete';
import messageList from './message-list';
import messageRead from './message-read';
import messageReadAll from './message-read-all';
import unreadCount from './unread-count';

/** A one-pixel png, for the feedback sample. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Sends the shared player (demo_player) a message and answers its id. */
async function sampleMessage(t: TestPlatform): Promise<number> {
  const [member] = await t.platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account_key = 'demo_player'");
  await sendMessage(t.platform.db, member!.id, 'welcome');
  const [row] = await t.platform.db.query<{ id: bigint }>('SELECT max(id) AS id FROM member_messages WHERE member_id = $1', [member!.id]);
  return Number(row!.id);
}

/** The messages calls (inbox and feedback) and a request for each (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: { feedback, messageDelete, messageList, messageRead, messageReadAll, unreadCount },
  unsupported: {},
  samples: {
    unreadCount: [{ token: 'SESSION' }],
    messageList: [{ token: 'SESSION' }, { token: 'SESSION', query: { category: 'account' } }],
    messageRead: [async (t) => ({ token: 'SESSION', body: { id: await sampleMessage(t) } })],
    messageReadAll: [{ token: 'SESSION', body: {} }],
    messageDelete: [async (t) => ({ token: 'SESSION', query: { id: await sampleMessage(t) } })],
    feedback: [{ token: 'SESSION', body: { comment: 'The contract test says hello.', images: [{ name: 'dot.png', data: PNG }] } }],
  },
});
