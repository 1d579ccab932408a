/**
 * `npm run platform -- <command>`: the operator's commands of the reference platform.
 * Works on DATABASE_URL when set, otherwise on the embedded database in DATA_DIR (default
 * `.data`). When a running server holds the embedded database, every command is handed to it
 * through the control folder (settings/control.ts), carried out within a second and answered
 * (docs/operations.md "The operator CLI").
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createReferencePlatform } from './index';
import { folderOwner, queueSetting, takeAnswer } from './settings/control';
import { DEPOSIT_COMMAND_KEY, operatorSettle } from './deposits/operator';
import { LIMITS_COMMAND_KEY, operatorLimits } from './safety/operator';
import { LOTTERY_COMMAND_KEY, operatorCancelDraw } from './lottery/operator';
import { writeSetting } from './settings/store';
import { SETTING_KEYS } from './settings/switches';
import { whitelabelSwitchKey } from './settings/whitelabel';
import { SWITCHES } from '../src/contract/switches';
import { agentFeatureKey, isAgentFeature } from './agent/features';
import { AGENT_SETTLE_COMMAND_KEY, operatorSettle as operatorAgentSettle } from './agent/pay/operator';
import type { Database } from './db/index';
import { MALL_COMMAND_KEY, operateRedemption, type MallAction } from './points/operator';
import { MALL_LIST_COMMAND_KEY, MALL_LIST_STATES, mallListLines, mallShowLines, type MallListState } from './points/operator-list';
import { OPERATOR_ACTIONS, type OperatorAction } from './withdrawal/operator';
import {
  FEEDBACK_COMMAND_KEY,
  feedbackListLines,
  OUTBOX_COMMAND_KEY,
  outboxLines,
  STATUS_COMMAND_KEY,
  statusLines,
  WITHDRAWAL_COMMAND_KEY,
  type WithdrawalCommand,
  withdrawalLines,
} from './operator-commands';

const USAGE = `Usage: npm run platform -- <command>

  maintenance on [--until <ISO time>]  show the maintenance page (optionally with its expected end)
  maintenance off
  region on | off                      show the region-restricted page to every visitor
  login-captcha always | risk          captcha on every login, or only after failed logins (default)
  whitelabel <SWITCH> on | off         a feature switch of docs/product.md §6 (REGMOBVERF3, FREEPLAY3, …) over the seeded tree
  agent-features <agent> <feature> on | off
                                       an agent's consolidated contract setting (divtypereq, dailysalreqtype,
                                       contracthoursalreq, realtimesalreqtype): opens or closes its agent-centre page
  agent-settle [--kind <kind>]         settle agent pay now (dividend, daily, hourly, realtime, commission; all by
                                       default): every ended period not settled yet; never twice
  status                               print the switches
  outbox [kind] [recipient]            print the latest messages of the dev outbox
  deposit confirm <reference>          a pending deposit order is paid: the wallet is credited once
  deposit fail <reference>             a pending deposit order failed: nothing is credited
  limits show <username>               a player's safer-gambling limits, usage, pending changes and blocks
  limits set <username> <kind> <period> <amount|off>
                                       the operator's limit (deposit|loss|wager, day|week|month, pesos;
                                       or session session <minutes>); the lower of it and the player's wins
  lottery cancel-draw <draw>           an open draw (its id, or <game code>:<issue number>) is cancelled: its bets
                                       become void and each stake is returned once
  withdrawal review|approve|reject|pay <reference> [reason]
                                       move a withdrawal on (reject returns the held amount)
  feedback list                        print the latest feedback members sent, newest first
  mall list [processing|delivered|rejected|all]
                                       points-mall redemptions (processing by default: what to send), each with
                                       where it goes (recipient, phone, size, address)
  mall show <redemption>               one redemption (its id or PM- code) with its delivery details line by line
  mall deliver <redemption> [--code X] a points-mall redemption is handed over (shipped), with the voucher's code;
                                       its delivery details can no longer be changed
  mall reject <redemption> <reason>    a redemption is refused: its points are returned once, the item back in stock

Works on DATABASE_URL when set, else on DATA_DIR (default .data).
PLATFORM_MAINTENANCE and PLATFORM_REGION_RESTRICTED in the server's environment force a switch on.`;

interface Change {
  key: string;
  value: unknown;
  summary: string;
}

/** Parses a switch command; a string is an error message. */
export function parseChange(args: readonly string[]): Change | string {
  const [command, state, flag, until] = args;
  if (command === 'maintenance' && state === 'off')
    return { key: SETTING_KEYS.maintenance, value: { enabled: false, until: null }, summary: 'Maintenance is off.' };
  if (command === 'maintenance' && state === 'on') {
    if (flag === undefined) return { key: SETTING_KEYS.maintenance, value: { enabled: true, until: null }, summary: 'Maintenance is on.' };
    const end = flag === '--until' && until ? Date.parse(until) : NaN;
    if (Number.isNaN(end)) return 'maintenance on: --until needs an ISO time, e.g. 2026-11-28T04:00:00+08:00';
    const iso = new Date(end).toISOString();
    return { key: SETTING_KEYS.maintenance, value: { enabled: true, until: iso }, summary: `Maintenance is on until ${iso}.` };
  }
  if (command === 'region' && (state === 'on' || state === 'off')) {
    return { key: SETTING_KEYS.regionRestriction, value: { enabled: state === 'on' }, summary: `Region restriction is ${state}.` };
  }
  if (command === 'login-captcha' && (state === 'always' || state === 'risk')) {
    return { key: SETTING_KEYS.loginCaptcha, value: state, summary: `Login captcha: ${state}.` };
  }
  if (command === 'whitelabel' && state !== undefined && (SWITCHES as readonly string[]).includes(state) && (flag === 'on' || flag === 'off')) {
    return { key: whitelabelSwitchKey(state), value: flag === 'on', summary: `${state} is ${flag}.` };
  }
  if (command === 'agent-features' && state && /^[A-Za-z0-9_]{1,40}$/.test(state) && isAgentFeature(flag) && (until === 'on' || until === 'off')) {
    return { key: agentFeatureKey(state, flag), value: until === 'on', summary: `${flag} is ${until} for ${state}.` };
  }
  return USAGE;
}

export async function runCli(args: readonly string[], env: NodeJS.ProcessEnv = process.env, print = console.log): Promise<number> {
  const [command] = args;
  if (!command || command === 'help' || command === '--help') {
    print(USAGE);
    return command ? 0 : 1;
  }
  if (command === 'deposit') return runDeposit(args, env, print);
  if (command === 'limits') return runLimits(args, env, print);
  if (command === 'agent-settle') return runOperator(AGENT_SETTLE_COMMAND_KEY, args.slice(1), operatorAgentSettle, env, print);
  if (command === 'lottery') return runLottery(args, env, print);
  if (command === 'mall') return runMall(args, env, print);
  if (command === 'withdrawal') return runWithdrawal(args, env, print);
  if (command === 'status') return runOperator(STATUS_COMMAND_KEY, {}, (db) => statusLines(db, env), env, print).then(noteEnv(env, print));
  if (command === 'outbox') return runOperator(OUTBOX_COMMAND_KEY, { kind: args[1], recipient: args[2] }, outboxLines, env, print);
  if (command === 'feedback') {
    if (args[1] !== 'list') {
      print(USAGE);
      return 1;
    }
    return runOperator(FEEDBACK_COMMAND_KEY, {}, feedbackListLines, env, print);
  }
  const change = parseChange(args);
  if (typeof change === 'string') {
    print(change);
    return 1;
  }
  const databaseUrl = env['DATABASE_URL'] || null;
  const dataDir = env['DATA_DIR'] || '.data';

  const owner = databaseUrl ? null : folderOwner(dataDir);
  if (owner !== null) {
    const file = queueSetting(dataDir, change.key, change.value);
    for (let waited = 0; waited < 5_000 && existsSync(file); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    print(
      existsSync(file)
        ? `Queued for the running platform (process ${owner}); it applies the change within a second.`
        : `${change.summary} (applied by the running platform, process ${owner})`,
    );
    return 0;
  }

  const platform = await createReferencePlatform({ databaseUrl, dataDir, env });
  try {
    await writeSetting(platform.db, change.key, change.value);
    print(change.summary);
    return noteEnv(env, print)(0);
  } finally {
    await platform.close();
  }
}

/** Reminds the operator that PLATFORM_MAINTENANCE / PLATFORM_REGION_RESTRICTED force a switch on; passes the exit code on. */
const noteEnv =
  (env: NodeJS.ProcessEnv, print: (line: string) => void) =>
  (code: number): number => {
    for (const name of ['PLATFORM_MAINTENANCE', 'PLATFORM_REGION_RESTRICTED']) {
      if (env[name]) print(`Note: ${name} is set in this environment; where the server has it too, it forces that switch on.`);
    }
    return code;
  };

/**
 * `withdrawal review|approve|reject|pay <reference> [reason]` (docs/operations.md
 * "Withdrawals"): handed to a running server like `deposit`, else run on the database directly.
 */
async function runWithdrawal(args: readonly string[], env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<number> {
  const [, action, reference, ...reason] = args;
  if (!(OPERATOR_ACTIONS as readonly string[]).includes(action ?? '') || !reference) {
    print(USAGE);
    return 1;
  }
  const command: WithdrawalCommand = { action: action as OperatorAction, reference, reason: reason.join(' ') || undefined };
  return runOperator(WITHDRAWAL_COMMAND_KEY, command, withdrawalLines, env, print);
}

/**
 * `deposit confirm|fail <reference>` (docs/operations.md "Deposits"). A running server holding
 * the embedded database gets it through the control folder and writes back its answer; else the
 * CLI opens the database itself. Exit code 1 when refused (nothing moved).
 */
async function runDeposit(args: readonly string[], env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<number> {
  const [, action, reference] = args;
  if ((action !== 'confirm' && action !== 'fail') || !reference) {
    print(USAGE);
    return 1;
  }
  return runOperator(
    DEPOSIT_COMMAND_KEY,
    { action: action as 'confirm' | 'fail', reference },
    async (db, v, now) => {
      const { ok, line } = await operatorSettle(db, v.action, v.reference, now);
      return { ok, lines: [line] };
    },
    env,
    print,
  );
}

/**
 * `limits show|set …` (docs/operations.md "Safer gambling", platform/safety/operator.ts) and
 * `agent-settle [--kind …]` (docs/operations.md "Agent pay", platform/agent/pay/operator.ts):
 * handed to a running server like `deposit`, else run on the database directly.
 */
async function runLimits(args: readonly string[], env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<number> {
  const rest = args.slice(1);
  if ((rest[0] !== 'show' && rest[0] !== 'set') || !rest[1]) {
    print(USAGE);
    return 1;
  }
  return runOperator(LIMITS_COMMAND_KEY, rest, operatorLimits, env, print);
}

async function runOperator<V>(
  key: string,
  value: V,
  operate: (db: Database, value: V, now: number) => Promise<{ ok: boolean; lines: readonly string[] }>,
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
): Promise<number> {
  const databaseUrl = env['DATABASE_URL'] || null;
  const dataDir = env['DATA_DIR'] || '.data';
  const owner = databaseUrl ? null : folderOwner(dataDir);
  if (owner !== null) return askRunningPlatform(dataDir, owner, key, value, print);
  const platform = await createReferencePlatform({ databaseUrl, dataDir, env });
  try {
    const { ok, lines } = await operate(platform.db, value, Date.now());
    for (const line of lines) print(line);
    return ok ? 0 : 1;
  } finally {
    await platform.close();
  }
}

/**
 * Hands a command to the running server that holds the embedded database (control folder,
 * platform/settings/control.ts) and prints its `ok|line` answer; exit code 1 when refused or
 * unanswered.
 */
async function askRunningPlatform(dataDir: string, owner: number, key: string, value: unknown, print: (line: string) => void): Promise<number> {
  const file = queueSetting(dataDir, key, value);
  for (let waited = 0; waited < 10_000; waited += 100) {
    const answer = takeAnswer(file);
    if (answer !== null) {
      const [status, ...lines] = answer.split('|');
      print(lines.join('|'));
      return status === 'ok' ? 0 : 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  print(`The running platform (process ${owner}) did not answer; check before trying again.`);
  return 1;
}

/**
 * `lottery cancel-draw <draw>` (docs/operations.md "Lottery"), handed to a running server like
 * `deposit`, else run on the database directly (platform/lottery/operator.ts).
 */
async function runLottery(args: readonly string[], env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<number> {
  const [, action, draw] = args;
  if (action !== 'cancel-draw' || !draw) {
    print(USAGE);
    return 1;
  }
  return runOperator(
    LOTTERY_COMMAND_KEY,
    { draw },
    async (db, v, now) => {
      const { ok, line } = await operatorCancelDraw(db, v.draw, now);
      return { ok, lines: [line] };
    },
    env,
    print,
  );
}

/**
 * `mall list|show|deliver|reject …` (docs/operations.md "Points mall"), handed to a running
 * server like `deposit`, else run on the database directly (platform/points/operator.ts, operator-list.ts).
 */
async function runMall(args: readonly string[], env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<number> {
  const [, action, redemption, ...rest] = args;
  if (action === 'list' || action === 'show') {
    const state = (redemption ?? 'processing') as MallListState;
    if ((action === 'show' && (!redemption || rest.length > 0)) || (action === 'list' && (!MALL_LIST_STATES.includes(state) || rest.length > 0))) {
      print(USAGE);
      return 1;
    }
    const command: { show: string } | { state: MallListState } = action === 'show' ? { show: redemption! } : { state };
    return runOperator(MALL_LIST_COMMAND_KEY, command, (db, v) => ('show' in v ? mallShowLines(db, v.show) : mallListLines(db, v.state)), env, print);
  }
  const code = action === 'deliver' && rest[0] === '--code' ? rest[1] : undefined;
  const valid = redemption && (action === 'reject' ? rest.length > 0 : action === 'deliver' && (rest.length === 0 || (rest.length === 2 && code)));
  if (!valid) {
    print(USAGE);
    return 1;
  }
  const command = { action: action as MallAction, redemption, code, reason: action === 'reject' ? rest.join(' ') : undefined };
  return runOperator(
    MALL_COMMAND_KEY,
    command,
    async (db, v, now) => {
      const { ok, line } = await operateRedemption(db, v.action, v.redemption, v, now);
      return { ok, lines: [line] };
    },
    env,
    print,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
