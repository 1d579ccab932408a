import type { Database, Queryable } from '../db/index';
import { playRound } from '../demo-game/round';
import { catalogue, recordRedemption } from '../points/points';
import { hashPassword, type ScryptCost } from '../security/password';
import { postEntry } from '../wallet/ledger';
import { seededRandom } from './catalogue';

/**
 * The points mall's seed (issue 15 item 6; docs/decisions/0038-points-mall.md): the catalogue,
 * demo_player's past redemption (its points come from its 90-day history, which plays through
 * platform/demo-game/round.ts and so earns them the live way), and the two walk-through players
 * mall_lia and mall_sam: payment password 135790 and ten ₱1,000 rounds two days ago (1,000
 * points), their balance brought back to the opening one by one adjustment, as the history does.
 */
const names = (EN: string, TY: string, VI: string, CN: string, TH: string, ID: string) => ({ EN, TY, VI, CN, TH, ID });

export const POINTS_ITEMS = [
  {
    code: 'STARTER_PACK',
    names: names('Starter pack', 'Starter pack', 'Gói khởi đầu', '新手礼包', 'ชุดเริ่มต้น', 'Paket pemula'),
    descriptions: names(
      'A lanyard, stickers and a keychain. One per player.',
      'Lanyard, stickers at keychain. Isa bawat player.',
      'Dây đeo, nhãn dán và móc khóa. Mỗi người chơi một gói.',
      '挂绳、贴纸和钥匙扣，每位玩家限兑一次。',
      'สายคล้องคอ สติกเกอร์ และพวงกุญแจ ผู้เล่นละหนึ่งชุด',
      'Tali gantungan, stiker dan gantungan kunci. Satu per pemain.',
    ),
    price: 150,
    stock: 200,
    picture: '/points/starter.svg',
    minVipRank: null,
    limitPerMember: 1,
    kind: 'physical',
    sizes: [],
  },
  {
    code: 'MUG',
    names: names('Brand mug', 'Mug ng brand', 'Cốc thương hiệu', '品牌马克杯', 'แก้วมัคแบรนด์', 'Mug merek'),
    descriptions: names(
      'A 350 ml ceramic mug, delivered to your address.',
      'Ceramic mug na 350 ml, ihahatid sa iyong address.',
      'Cốc sứ 350 ml, giao đến địa chỉ của bạn.',
      '350 毫升陶瓷马克杯，寄送到您的地址。',
      'แก้วเซรามิก 350 มล. จัดส่งถึงที่อยู่ของคุณ',
      'Mug keramik 350 ml, dikirim ke alamat Anda.',
    ),
    price: 300,
    stock: 120,
    picture: '/points/mug.svg',
    minVipRank: null,
    limitPerMember: null,
    kind: 'physical',
    sizes: [],
  },
  {
    code: 'TSHIRT',
    names: names('Brand T-shirt', 'T-shirt ng brand', 'Áo thun thương hiệu', '品牌T恤', 'เสื้อยืดแบรนด์', 'Kaos merek'),
    descriptions: names(
      'Cotton T-shirt, sizes S to XXL.',
      'Cotton na T-shirt, sukat S hanggang XXL.',
      'Áo thun cotton, cỡ S đến XXL.',
      '纯棉T恤，尺码 S 至 XXL。',
      'เสื้อยืดผ้าฝ้าย ไซซ์ S ถึง XXL',
      'Kaos katun, ukuran S sampai XXL.',
    ),
    price: 800,
    stock: 60,
    picture: '/points/tshirt.svg',
    minVipRank: null,
    limitPerMember: null,
    kind: 'physical',
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
  },
  {
    code: 'HEADSET',
    names: names('Gaming headset', 'Gaming headset', 'Tai nghe chơi game', '游戏耳机', 'หูฟังเกมมิ่ง', 'Headset gaming'),
    descriptions: names(
      'Over-ear headset with microphone.',
      'Over-ear na headset na may mikropono.',
      'Tai nghe trùm tai có micro.',
      '头戴式耳机，带麦克风。',
      'หูฟังแบบครอบหูพร้อมไมโครโฟน',
      'Headset over-ear dengan mikrofon.',
    ),
    price: 4000,
    stock: 0,
    picture: '/points/headset.svg',
    minVipRank: null,
    limitPerMember: null,
    kind: 'physical',
    sizes: [],
  },
  {
    code: 'GIFT_CARD',
    names: names('₱500 gift card', '₱500 gift card', 'Thẻ quà tặng ₱500', '₱500 礼品卡', 'บัตรของขวัญ ₱500', 'Kartu hadiah ₱500'),
    descriptions: names(
      'A shopping gift card, sent by e-mail.',
      'Shopping gift card, ipapadala sa e-mail.',
      'Thẻ quà tặng mua sắm, gửi qua e-mail.',
      '购物礼品卡，通过电子邮件发送。',
      'บัตรของขวัญช้อปปิ้ง ส่งทางอีเมล',
      'Kartu hadiah belanja, dikirim lewat e-mail.',
    ),
    price: 5000,
    stock: 30,
    picture: '/points/giftcard.svg',
    minVipRank: 4,
    limitPerMember: null,
    kind: 'virtual',
    sizes: [],
  },
] as const;

export const MALL_PLAYERS = ['mall_lia', 'mall_sam'] as const;
export const MALL_PAYMENT_PASSWORD = '135790';

const within = (tx: Queryable): Database => ({
  kind: 'pglite',
  query: (sql, params) => tx.query(sql, params),
  exec: (sql) => tx.exec(sql),
  transaction: (fn) => fn(tx),
  close: async () => {},
});

export async function seedPoints(tx: Queryable, now: number, scryptCost: ScryptCost): Promise<void> {
  for (const [sort, item] of POINTS_ITEMS.entries()) {
    await tx.query(
      `INSERT INTO points_items (code, names, descriptions, price_points, stock, picture, min_vip_rank, limit_per_member, sort, kind, sizes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (code) DO NOTHING`,
      [
        item.code,
        item.names,
        item.descriptions,
        item.price,
        item.stock,
        item.picture,
        item.minVipRank,
        item.limitPerMember,
        sort,
        item.kind,
        JSON.stringify(item.sizes),
      ],
    );
  }
  // demo_player's past redemption: the starter pack, sent to its address and delivered, 10 days ago.
  const [player] = await tx.query<{ id: bigint }>("SELECT id FROM members WHERE account_key = 'demo_player'");
  const [starter] = await catalogue(tx).then((items) => items.filter((item) => item.code === 'STARTER_PACK'));
  if (player && starter && (await tx.query('SELECT 1 FROM points_redemptions WHERE member_id = $1', [player.id])).length === 0) {
    await recordRedemption(tx, {
      memberId: BigInt(player.id),
      item: starter,
      now: now - 10 * 86_400_000,
      state: 'delivered',
      delivery: { recipient: 'Demo Player', address: '88 Ayala Ave, Bel-Air\nMakati City, Metro Manila 1209', phone: '09171234567', size: null },
    });
  }
  const db = within(tx);
  const [game] = await tx.query<{ game_code: string }>(
    "SELECT game_code FROM games WHERE game_type = 'RNG' AND is_game IS NULL AND min_bet_minor <= 100000 ORDER BY game_code LIMIT 1",
  );
  const hash = await hashPassword(MALL_PAYMENT_PASSWORD, scryptCost);
  for (const account of MALL_PLAYERS) {
    const [member] = await tx.query<{ id: bigint; payment_password_hash: string | null }>(
      'SELECT id, payment_password_hash FROM members WHERE account_key = $1',
      [account],
    );
    if (!member || member.payment_password_hash) continue;
    const memberId = BigInt(member.id);
    await tx.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [memberId, hash]);
    if (!game) continue;
    const random = seededRandom(`points:${account}`);
    let moved = 0n;
    for (let round = 0; round < 10; round++) {
      const played = await playRound(db, { memberId, gameCode: game.game_code, stakeMinor: 100_000n, now: now - 2 * 86_400_000 + round * 60_000 }, (max) =>
        Math.floor(random() * max),
      );
      if (played.ok) moved += played.round.winMinor - played.round.stakeMinor;
    }
    if (moved !== 0n) await postEntry(tx, { memberId, amountMinor: -moved, kind: 'ADJUSTMENT', reference: 'seed:points-balance', at: now - 86_400_000 });
  }
}
