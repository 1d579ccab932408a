import { type Delivery, deliveryLine } from '../../src/contract/validation/delivery';
import type { Database } from '../db/index';

/**
 * What the operator sees of redemptions (`npm run platform -- mall list|show`, docs/operations.md
 * "Points mall"; docs/decisions/0070-points-mall-delivery.md): the queue of what to send, each
 * with the details the player last saved, so the shipment goes where the player asked.
 */
export const MALL_LIST_COMMAND_KEY = 'mall.list';
export const MALL_LIST_STATES = ['processing', 'delivered', 'rejected', 'all'] as const;
export type MallListState = (typeof MALL_LIST_STATES)[number];

interface Row {
  id: bigint;
  code: string;
  state: string;
  account: string;
  item_code: string;
  names: Record<string, string>;
  kind: 'physical' | 'virtual';
  points: bigint;
  delivery: Delivery | null;
  delivery_changed_at: Date | null;
  delivery_code: string | null;
  reason: string | null;
  created_at: Date;
  settled_at: Date | null;
}

const SELECT = `SELECT r.id, r.code, r.state, m.account_key AS account, i.code AS item_code, i.names, i.kind, r.points, r.delivery,
                       r.delivery_changed_at, r.delivery_code, r.reason, r.created_at, r.settled_at
                  FROM points_redemptions r JOIN points_items i ON i.id = r.item_id JOIN members m ON m.id = r.member_id`;

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : '');

/** What a physical redemption is sent to, or why there is nothing to send. */
const shipTo = (row: Row) => (row.kind === 'virtual' ? 'virtual: nothing to send' : row.delivery ? deliveryLine(row.delivery) : 'no delivery details');

/** `mall list [state]`: redemptions in a state (processing by default: the queue to send), oldest first, 200 at most. */
export async function mallListLines(db: Database, state: MallListState = 'processing'): Promise<{ ok: boolean; lines: string[] }> {
  const rows = await db.query<Row>(`${SELECT} WHERE ($1::text = 'all' OR r.state = $1) ORDER BY r.created_at, r.id LIMIT 200`, [state]);
  if (rows.length === 0) return { ok: true, lines: [`No ${state === 'all' ? '' : `${state} `}redemptions.`] };
  return {
    ok: true,
    lines: rows.map((row) => [iso(row.created_at), `${row.id}`, row.code, row.state.padEnd(10), row.account, row.item_code, shipTo(row)].join('  ')),
  };
}

/** `mall show <redemption>` (its id or PM- code): every detail of one, the delivery details one a line. */
export async function mallShowLines(db: Database, redemption: string): Promise<{ ok: boolean; lines: string[] }> {
  const id = /^\d{1,15}$/.test(redemption) ? Number(redemption) : null;
  const [row] = await db.query<Row>(`${SELECT} WHERE r.id = $1 OR r.code = $2`, [id, redemption]);
  if (!row) return { ok: false, lines: [`No redemption ${redemption}.`] };
  const delivery = row.delivery;
  const lines = [
    `Redemption ${row.id} (${row.code}): ${row.state}`,
    `Player:     ${row.account}`,
    `Item:       ${row.item_code} (${row.names.EN ?? row.item_code}, ${row.kind}), ${row.points} points`,
    `Redeemed:   ${iso(row.created_at)}`,
  ];
  if (row.kind === 'physical' && delivery) {
    lines.push(`Recipient:  ${delivery.recipient}`, `Phone:      ${delivery.phone}`);
    if (delivery.size) lines.push(`Size:       ${delivery.size}`);
    lines.push(...delivery.address.split('\n').map((line, index) => `${index === 0 ? 'Address:   ' : '           '} ${line}`));
    if (row.delivery_changed_at) lines.push(`Changed:    ${iso(row.delivery_changed_at)} (by the player)`);
  } else lines.push(`Delivery:   ${shipTo(row)}`);
  if (row.delivery_code) lines.push(`Code:       ${row.delivery_code}`);
  if (row.reason) lines.push(`Reason:     ${row.reason}`);
  if (row.settled_at) lines.push(`Settled:    ${iso(row.settled_at)}`);
  return { ok: true, lines };
}

/** The queued form, for a server that holds the database: `{ show }` or `{ state }`; answers `ok|lines`. */
export const mallListCommand =
  (db: Database) =>
  async (key: string, value: unknown): Promise<string | null> => {
    if (key !== MALL_LIST_COMMAND_KEY) return null;
    const { show, state } = (value ?? {}) as Record<string, unknown>;
    const listed = (MALL_LIST_STATES as readonly unknown[]).includes(state ?? 'processing');
    if (typeof show !== 'string' && !listed) return 'error|Malformed mall list command.';
    const outcome = typeof show === 'string' ? await mallShowLines(db, show) : await mallListLines(db, (state ?? 'processing') as MallListState);
    return `${outcome.ok ? 'ok' : 'error'}|${outcome.lines.join('\n')}`;
  };
