/**
 * `npm run bench` (second part; `npm run bench:records` alone): the records pages' budget of
 * docs/architecture.md "Budgets", reported, never asserted. One player gets 100,000 bets (demo-game
 * rounds, each with its stake and win in the ledger) spread over 90 days in a throw-away
 * reference platform; then it measures the platform's time for a filtered betting-record page
 * (the server time of the page's data call), the account record's page (its balance-after window
 * over 200,000 entries), and the CSV export of 10,000 rows streamed in pages of 500 (time, and
 * the largest piece held at once). Decision: docs/decisions/0028-records.md.
 */
import { performance } from 'node:perf_hooks';
import { startTestPlatform } from '../platform/test-support';
import { allPages, csvResponse } from '../src/lib/records/csv';

const BETS = 100_000;
const DAY = 86_400_000;
const RUNS = 15;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const t = await startTestPlatform({ lotteryScheduler: false });
const token = (await t.login('wd_rosa', 'Withdraw2026')).body.value!.token;
const [member] = await t.platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account_key = 'wd_rosa'");
const games = await t.platform.db.query<{ game_code: string }>("SELECT game_code FROM games WHERE game_type IN ('RNG', 'FISH', 'LIVE') AND is_game IS NULL ORDER BY game_code LIMIT 40");
const now = t.now();

let started = performance.now();
// Rounds at one-minute-and-a-bit steps back from now, over the 90 days; a win on every fifth.
await t.platform.db.query(
  `INSERT INTO bets (id, member_id, game_code, stake_minor, win_minor, outcome, created_at)
   SELECT 'bench-' || n, $1, ($2::text[])[1 + n % cardinality($2::text[])], 100 * (1 + n % 10), CASE WHEN n % 5 = 0 THEN 300 * (1 + n % 10) ELSE 0 END,
          '{"reels":["BELL","STAR","LEMON"],"multiplier":0}', $3::timestamptz - (n * ($4::bigint / $5::bigint)) * interval '1 millisecond'
     FROM generate_series(1, $5) AS n`,
  [member!.id, games.map((game) => game.game_code), new Date(now), 89 * DAY, BETS],
);
await t.platform.db.query(
  `INSERT INTO ledger_entries (member_id, amount_minor, kind, reference, created_at)
   SELECT member_id, -stake_minor, 'GAME_STAKE', 'round:' || id || ':stake', created_at FROM bets WHERE id LIKE 'bench-%'
   UNION ALL
   SELECT member_id, win_minor, 'GAME_WIN', 'round:' || id || ':win', created_at FROM bets WHERE id LIKE 'bench-%' AND win_minor > 0`,
);
await t.platform.db.query(
  `INSERT INTO ledger_entries (member_id, amount_minor, kind, reference, created_at) VALUES ($1, 100000000, 'ADJUSTMENT', 'bench:bankroll', $2)`,
  [member!.id, new Date(now - 90 * DAY)],
);
// What autovacuum does on a server: statistics, and the visibility map index-only scans need.
await t.platform.db.exec('VACUUM ANALYZE');
console.log(`Inserted ${BETS.toLocaleString('en')} bets and their ledger entries in ${((performance.now() - started) / 1000).toFixed(1)} s`);

async function timeCall(path: string, query: Record<string, string | number>): Promise<{ median: number; worst: number; rows: number }> {
  const times: number[] = [];
  let rows = 0;
  for (let run = 0; run < RUNS; run++) {
    const begun = performance.now();
    const reply = await t.call<{ rows?: unknown[]; days?: unknown[] }>('GET', path, { token, query });
    times.push(performance.now() - begun);
    if (!reply.body.success) throw new Error(`${path}: ${reply.body.message}`);
    rows = (reply.body.value!.rows ?? reply.body.value!.days ?? []).length;
  }
  return { median: median(times.slice(2)), worst: Math.max(...times.slice(2)), rows };
}

const last30 = { from: new Date(now - 30 * DAY).toISOString(), to: new Date(now + 60_000).toISOString() };
const last90 = { from: new Date(now - 90 * DAY).toISOString(), to: new Date(now + 60_000).toISOString() };
const results = [
  ['Bets, last 30 days, game type RNG, page 1', await timeCall('/wps/v2/records/bets', { ...last30, gameType: 'RNG' })],
  ['Bets, 90 days, settled, page 50', await timeCall('/wps/v2/records/bets', { ...last90, status: 'SETTLED', pageNo: 50 })],
  ['Account record, last 30 days, page 1', await timeCall('/wps/v2/records/transactions', last30)],
  ['Profit and loss, 90 days', await timeCall('/wps/v2/records/profit', { ...last90, timeZone: 'Asia/Manila' })],
] as const;
console.log('\nRecords over 100,000 bets: platform time per call (median and worst of 13 after 2 warm-ups), ms');
for (const [name, result] of results) console.log(`  ${name.padEnd(44)} ${result.median.toFixed(1).padStart(7)} ${result.worst.toFixed(1).padStart(7)}  (${result.rows} rows)`);

// The CSV: 10,000 rows in pages of 500, read as a browser would, chunk by chunk.
const CSV_ROWS = 10_000;
const csvSpan = { from: new Date(now - 10 * DAY).toISOString(), to: new Date(now + 60_000).toISOString() };
started = performance.now();
let largestChunk = 0;
let bytes = 0;
let lines = 0;
const heapBefore = process.memoryUsage().heapUsed;
let heapPeak = heapBefore;
const pages = allPages(async (pageNo) => {
  const reply = await t.call<{ rows: { id: string; gameName: string; stake: number; win: number; status: string; placedAt: string }[]; totalPages: number }>(
    'GET',
    '/wps/v2/records/bets',
    { token, query: { ...csvSpan, pageNo, pageSize: 500 } },
  );
  const value = reply.body.value!;
  // Stop at 10,000 rows: the export of a filter that has that many.
  return { rows: value.rows, totalPages: Math.min(value.totalPages, CSV_ROWS / 500) };
});
const response = csvResponse('bench.csv', ['Time', 'Game', 'Stake', 'Win', 'Status'], async function* () {
  for await (const page of pages) yield page.rows.map((row) => [row.placedAt, row.gameName, row.stake, row.win, row.status]);
});
const reader = response.body!.getReader();
for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
  largestChunk = Math.max(largestChunk, chunk.value.byteLength);
  bytes += chunk.value.byteLength;
  lines += new TextDecoder().decode(chunk.value).split('\r\n').length - 1;
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
}
console.log(
  `\nCSV: ${lines - 1} rows (${(bytes / 1024).toFixed(0)} KB) streamed in ${(performance.now() - started).toFixed(0)} ms; largest piece held ${(largestChunk / 1024).toFixed(1)} KB; heap grew at most ${((heapPeak - heapBefore) / 1024 / 1024).toFixed(1)} MB`,
);
await t.platform.close();
