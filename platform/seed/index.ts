import type { Database, Queryable } from '../db/index';
import { hashPassword, type ScryptCost } from '../security/password';
import { seedSetting, writeSetting } from '../settings/store';
import { majorToMinor } from '../wallet/money';
import { postEntry } from '../wallet/ledger';
import { DEMO_ACCOUNTS } from './accounts';
import { seedCatalogue } from './catalogue-insert';
import { seedLottery } from './lottery';
import { seedDepositBonuses, seedPromotions } from './promotions-insert';
import { seedHelpCenter } from './help-center';
import { ANNOUNCEMENTS, BANNERS } from './content';
import { LANES } from './games';
import { merchantSettings } from './merchant';
import { seedVipLevels } from './vip';
import { seedWithdrawals } from './withdrawals';
import { seedRecordsHistory } from './records-history';
import { seedMessages } from './messages';
import { seedAgentAnnouncements, seedAgentContracts } from './agents';
import { seedPoints } from './points';
import { seedMissionsAndReferral } from './missions-referral';

/**
 * Bump when the seed gains something an existing database should receive.
 * 2: contact details, invitation code, first login and password age of the demo accounts;
 * demo_expired; the accountRules setting.
 * 3: the game catalogue (platform/seed/catalogue.ts), the game pages' banners, the seeded
 * players' past rounds (platform/seed/history.ts).
 * 4: the lottery (platform/seed/lottery.ts): lottery games, past draws, seeded players' bets.
 * 5: promotions and raffles (platform/seed/promotions.ts).
 * 6: the VIP levels (platform/seed/vip.ts).
 * 7: the help centre's topics in English and Filipino (platform/seed/help-center.ts).
 * 8: demo_vip, a Diamond (rank 5) player for the VIP customer service (platform/seed/accounts.ts).
 * 9: withdrawals: wd_juan, wd_maria, wd_rosa, team_carlo, payee names, demo_player's bonus turnover (platform/seed/withdrawals.ts).
 * 10: the deposit bonuses of the welcome and daily-reload promotions (platform/seed/promotions-insert.ts).
 * 11: 90 days of deposits and rounds for demo_player and demo_agent's team (platform/seed/records-history.ts).
 * 12: demo_player's platform messages (platform/seed/messages.ts).
 * 13: the agent centre: team_dina (a sub-agent) and team_eli, agents of types 2, 41 and 42, agent contracts and the agents' announcements (platform/seed/agents.ts).
 * 14: the points mall: catalogue, demo_player's past redemption, mall_lia and mall_sam (platform/seed/points.ts).
 * 15: missions and invite friends: demo_player's invitation code, two invited friends, login days (platform/seed/missions-referral.ts).
 * 16: demo_player's history has lottery tickets (won, lost, one void from a cancelled draw) and an expired deposit bonus (platform/seed/records-lottery.ts).
 * 17: rewards granted by events: demo_player's login days in one week on any weekday, the history's messages read (platform/seed/missions-referral.ts, messages.ts).
 */
export const SEED_VERSION = 18;
const MARKER = 'seed.version';

/**
 * Fills a new database with the merchant's settings, the demo accounts and the content. Safe to
 * run again: a marker row makes a seeded database return after one query, and every insert
 * skips rows that exist, so nothing an operator changed is overwritten.
 */
/** Any constant, other than the migrations' lock (platform/db/migrate.ts): serialises seeding across instances. */
const SEED_LOCK = 730_2027;

export async function seed(
  db: Database,
  { merchant, scryptCost, now = Date.now() }: { merchant: string; scryptCost: ScryptCost; now?: number },
): Promise<boolean> {
  const marker = await db.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [MARKER]);
  if (Number(marker[0]?.value) >= SEED_VERSION) return false;

  // scrypt is deliberately slow: hash before the transaction, in parallel on the thread pool.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password, scryptCost)));

  return db.transaction(async (tx) => {
    // Several instances may start at once on one PostgreSQL (docs/operations.md "Several
    // instances"): one seeds, the others wait here and then find the marker.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const seeded = await tx.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [MARKER]);
    if (Number(seeded[0]?.value) >= SEED_VERSION) return false;
    for (const [key, value] of Object.entries(merchantSettings(merchant))) await seedSetting(tx, key, value);
    await seedAccounts(tx, hashes, now);
    await seedContent(tx);
    await seedCatalogue(tx, now);
    await seedLottery(tx, now);
    await seedPromotions(tx, now);
    await linkBannerPromotions(tx);
    await seedDepositBonuses(tx);
    await seedVipLevels(tx);
    await seedHelpCenter(tx);
    await seedWithdrawals(tx, now);
    await seedRecordsHistory(tx, now);
    await seedMessages(tx, now);
    await seedAgentContracts(tx, now);
    await seedAgentAnnouncements(tx);
    await seedPoints(tx, now, scryptCost);
    await seedMissionsAndReferral(tx, now);
    await writeSetting(tx, MARKER, SEED_VERSION);
    return true;
  });
}

/**
 * The demo accounts have logged in before (no first-login action) and their passwords count
 * as changed at seed time, but for `passwordAgeDays`. Contact details and invitation codes are
 * filled in only where empty, so a database seeded at version 1 gets them without losing edits.
 */
async function seedAccounts(tx: Queryable, hashes: string[], now: number): Promise<void> {
  const ids = new Map<string, bigint>();
  for (const [index, account] of DEMO_ACCOUNTS.entries()) {
    const club = 'clubLabel' in account ? account.clubLabel : null;
    const changedAt = new Date(now - ('passwordAgeDays' in account ? account.passwordAgeDays : 0) * 86_400_000);
    await tx.query(
      `INSERT INTO members (account, account_key, password_hash, nickname, type, club_label_name, club_rank_level,
                            password_changed_at, first_login_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (account_key) DO NOTHING`,
      [
        account.username,
        account.username.toLowerCase(),
        hashes[index],
        account.nickname,
        account.type,
        club?.labelName ?? null,
        club?.rankLevel ?? null,
        changedAt,
        new Date(now),
      ],
    );
    const [row] = await tx.query<{ id: bigint }>('SELECT id FROM members WHERE account_key = $1', [account.username.toLowerCase()]);
    if (!row) throw new Error(`seed: ${account.username} missing`);
    ids.set(account.username, row.id);
    await tx.query(
      `UPDATE members SET
         first_login_at = COALESCE(first_login_at, $2),
         email = COALESCE(email, $3),
         mobile_country = CASE WHEN mobile_num IS NULL THEN $4 ELSE mobile_country END,
         mobile_num = COALESCE(mobile_num, $5),
         affiliate_code = COALESCE(affiliate_code, $6)
       WHERE id = $1`,
      [
        row.id,
        new Date(now),
        'email' in account ? account.email : null,
        'mobile' in account ? account.mobile.countryDialingCode : null,
        'mobile' in account ? account.mobile.number : null,
        'affiliateCode' in account ? account.affiliateCode : null,
      ],
    );
    await postEntry(tx, { memberId: row.id, amountMinor: majorToMinor(account.openingBalance), kind: 'OPENING_CREDIT', reference: 'seed:opening', at: now });
  }
  for (const account of DEMO_ACCOUNTS) {
    if (!('upline' in account)) continue;
    await tx.query('UPDATE members SET upline_id = $1 WHERE id = $2 AND upline_id IS NULL', [ids.get(account.upline), ids.get(account.username)]);
  }
}

/**
 * Links the seeded banners to the promotions they advertise, once both exist (banners are seeded
 * before promotions); a link already set is left alone.
 */
async function linkBannerPromotions(tx: Queryable): Promise<void> {
  for (const banner of BANNERS) {
    if (!banner.promotion) continue;
    await tx.query(
      `UPDATE banners SET promotion_id = (SELECT id FROM promotions WHERE category = $3 ORDER BY id LIMIT 1)
        WHERE group_name = $1 AND title = $2 AND promotion_id IS NULL`,
      [banner.groupName, banner.title, banner.promotion],
    );
  }
}

async function seedContent(tx: Queryable): Promise<void> {
  const empty = async (table: string) => (await tx.query(`SELECT 1 FROM ${table} LIMIT 1`)).length === 0;

  if (await empty('announcements')) {
    for (const [sort, notice] of ANNOUNCEMENTS.entries()) {
      await tx.query('INSERT INTO announcements (type, title, content, sort) VALUES ($1, $2, $3, $4)', [notice.type, notice.title, notice.content, sort]);
    }
  }
  // By group: a database seeded before the game pages had banners gets theirs, and a group an
  // operator has filled is left alone.
  const filled = new Set((await tx.query<{ group_name: string }>('SELECT DISTINCT group_name FROM banners')).map((row) => row.group_name));
  for (const [sort, banner] of BANNERS.entries()) {
    if (!filled.has(banner.groupName)) {
      await tx.query(
        `INSERT INTO banners (group_name, title, subtitle, color_from, color_to, linkage_type, linkage, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [banner.groupName, banner.title, banner.subtitle, banner.colors[0], banner.colors[1], banner.linkageType, banner.linkage, sort],
      );
    }
  }
  if (await empty('game_lanes')) {
    for (const [laneSort, lane] of LANES.entries()) {
      await tx.query('INSERT INTO game_lanes (game_type, title, sort, classify) VALUES ($1, $2, $3, $4::jsonb)', [
        lane.gameType,
        lane.title,
        laneSort,
        JSON.stringify(lane.classify),
      ]);
      for (const [sort, vendor] of lane.vendors.entries()) {
        await tx.query(
          `INSERT INTO vendors (game_type, code, display_name, account_type_id, is_hot, color, sort)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [lane.gameType, vendor.code, vendor.displayName, vendor.accountTypeId, vendor.hot ? 1 : 0, vendor.color, sort],
        );
      }
    }
  }
}
