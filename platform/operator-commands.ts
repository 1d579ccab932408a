/**
 * The CLI's commands that have no module of their own (`withdrawal`, `status`, `outbox`,
 * `feedback list`; docs/operations.md "The operator CLI"), in one form the CLI runs on the
 * database directly and a server holding the embedded database runs for it (settings/control.ts).
 * Like the other operator commands they answer `ok|lines` when queued.
 */
import type { Database } from './db/index';
import { feedbackLines, listFeedback } from './messages/feedback';
import { queryOutbox } from './outbox/outbox';
import { readAllSettings } from './settings/store';
import { readSwitches } from './settings/switches';
import { OPERATOR_ACTIONS, operateWithdrawal, type OperatorAction } from './withdrawal/operator';

export const WITHDRAWAL_COMMAND_KEY = 'withdrawal.operate';
export const STATUS_COMMAND_KEY = 'cli.status';
export const OUTBOX_COMMAND_KEY = 'cli.outbox';
export const FEEDBACK_COMMAND_KEY = 'cli.feedback';

export interface WithdrawalCommand {
  action: OperatorAction;
  reference: string;
  reason?: string | undefined;
}

export type Outcome = { ok: boolean; lines: string[] };

/** `withdrawal review|approve|reject|pay <reference> [reason]` (platform/withdrawal/operator.ts). */
export async function withdrawalLines(db: Database, command: WithdrawalCommand, now: number): Promise<Outcome> {
  const outcome = await operateWithdrawal(db, command.action, command.reference, now, command.reason);
  return { ok: outcome.ok, lines: [outcome.ok ? `Withdrawal ${command.reference} is ${outcome.state}.` : outcome.message] };
}

/** `status`: the switches as the platform that answers sees them (its environment included). */
export async function statusLines(db: Database, env: NodeJS.ProcessEnv): Promise<Outcome> {
  return { ok: true, lines: [JSON.stringify(readSwitches(await readAllSettings(db), env), null, 2)] };
}

/** `outbox [kind] [recipient]`: the latest messages of the dev outbox. */
export async function outboxLines(db: Database, query: { kind?: string | undefined; recipient?: string | undefined }): Promise<Outcome> {
  const messages = await queryOutbox(db, query);
  return { ok: true, lines: messages.map((message) => `${message.created_at}  ${message.kind.padEnd(8)} ${message.recipient}  ${message.body}`) };
}

/** `feedback list`: the latest feedback members sent, newest first. */
export async function feedbackListLines(db: Database): Promise<Outcome> {
  return { ok: true, lines: feedbackLines(await listFeedback(db)) };
}

const optional = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The queued form of the commands above, for a server that holds the database. */
export const cliCommand =
  (db: Database, now: () => number, env: NodeJS.ProcessEnv) =>
  async (key: string, value: unknown): Promise<string | null> => {
    const v = (value ?? {}) as Record<string, unknown>;
    let outcome: Outcome;
    if (key === WITHDRAWAL_COMMAND_KEY) {
      const { action, reference } = v;
      if (!(OPERATOR_ACTIONS as readonly unknown[]).includes(action) || typeof reference !== 'string') return 'error|Malformed withdrawal command.';
      outcome = await withdrawalLines(db, { action: action as OperatorAction, reference, reason: optional(v['reason']) }, now());
    } else if (key === STATUS_COMMAND_KEY) outcome = await statusLines(db, env);
    else if (key === OUTBOX_COMMAND_KEY) outcome = await outboxLines(db, { kind: optional(v['kind']), recipient: optional(v['recipient']) });
    else if (key === FEEDBACK_COMMAND_KEY) outcome = await feedbackListLines(db);
    else return null;
    return `${outcome.ok ? 'ok' : 'error'}|${outcome.lines.join('\n')}`;
  };
