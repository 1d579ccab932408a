import { formatMoney } from '../vendor-screen/page';

/**
 * The texts of the platform's messages (issue 15 item 4; docs/decisions/0030-messages-and-feedback.md).
 * A message row keeps its template and parameters; it is written out here when it is read, in
 * the reader's language (the request's `Language`), English for a language not written. The
 * body is HTML (the site sanitises it like every platform HTML); parameters are escaped.
 */
export const MESSAGE_TEMPLATES = [
  'depositConfirmed',
  'withdrawalPaid',
  'withdrawalRejected',
  'rewardAvailable',
  'welcome',
  'promotion',
  'missionCompleted',
  'mallDelivered',
  'mallDeliveredCode',
  'mallRejected',
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

/** The inbox a template's messages are filed under (docs/product.md "Member centre (personal centre panel)"). */
export const TEMPLATE_CATEGORY: Record<MessageTemplate, 'system' | 'promotion' | 'account'> = {
  depositConfirmed: 'account',
  withdrawalPaid: 'account',
  withdrawalRejected: 'account',
  rewardAvailable: 'promotion',
  welcome: 'system',
  promotion: 'promotion',
  missionCompleted: 'promotion',
  mallDelivered: 'account',
  mallDeliveredCode: 'account',
  mallRejected: 'account',
};

/** Placeholders: `amount` is minor units as text (formatted in the reader's language); the rest are plain text. */
export interface MessageParams {
  amount?: string;
  reference?: string;
  reason?: string;
  reward?: string;
  /** A mission's id (platform/missions/definitions.ts); not shown, kept for the record. */
  mission?: string;
  /** A points mall item's names per language code (points_items.names): written in the reader's language, English otherwise. */
  item?: Record<string, string>;
  /** A voucher's code the operator handed over with a points mall delivery. */
  code?: string;
  /** A count of points, as text. */
  points?: string;
}

type Text = { title: string; body: string };
type Table = Record<MessageTemplate, Text>;

const EN: Table = {
  depositConfirmed: {
    title: 'Deposit received',
    body: '<p>Your deposit of <strong>{amount}</strong> (order {reference}) has been credited to your wallet.</p>',
  },
  withdrawalPaid: {
    title: 'Withdrawal paid',
    body: '<p>Your withdrawal of <strong>{amount}</strong> (request {reference}) has been paid to your account.</p>',
  },
  withdrawalRejected: {
    title: 'Withdrawal rejected',
    body: '<p>Your withdrawal of <strong>{amount}</strong> (request {reference}) was rejected: {reason}</p><p>The amount is back in your wallet.</p>',
  },
  rewardAvailable: {
    title: 'A reward is waiting',
    body: '<p>{reward} of <strong>{amount}</strong> is waiting for you in the <a href="/member/rewards">reward centre</a>.</p>',
  },
  welcome: { title: 'Welcome', body: '<p>Welcome! Deposits, withdrawals and rewards will be announced here.</p>' },
  promotion: { title: 'New promotion', body: '<p>A new promotion has started. <a href="/promotions">See the promotions</a>.</p>' },
  missionCompleted: {
    title: 'Mission completed',
    body: '<p>You completed a mission. Your prize of <strong>{amount}</strong> is waiting in the <a href="/member/rewards">reward centre</a>.</p>',
  },
  mallDelivered: {
    title: 'Points mall item delivered',
    body: '<p>Your redemption {reference}, <strong>{item}</strong>, has been delivered.</p>',
  },
  mallDeliveredCode: {
    title: 'Points mall item delivered',
    body: '<p>Your redemption {reference}, <strong>{item}</strong>, has been delivered. Your code: <strong>{code}</strong></p>',
  },
  mallRejected: {
    title: 'Points mall redemption rejected',
    body: '<p>Your redemption {reference}, <strong>{item}</strong>, was rejected: {reason}</p><p>The {points} points are back in your points balance.</p>',
  },
};

const TY: Table = {
  depositConfirmed: {
    title: 'Natanggap ang deposito',
    body: '<p>Naikredito na sa iyong wallet ang deposito mong <strong>{amount}</strong> (order {reference}).</p>',
  },
  withdrawalPaid: {
    title: 'Naibayad ang withdrawal',
    body: '<p>Naibayad na sa iyong account ang withdrawal mong <strong>{amount}</strong> (request {reference}).</p>',
  },
  withdrawalRejected: {
    title: 'Tinanggihan ang withdrawal',
    body: '<p>Tinanggihan ang withdrawal mong <strong>{amount}</strong> (request {reference}): {reason}</p><p>Naibalik na ang halaga sa iyong wallet.</p>',
  },
  rewardAvailable: {
    title: 'May naghihintay na reward',
    body: '<p>Naghihintay sa iyo ang {reward} na <strong>{amount}</strong> sa <a href="/member/rewards">reward center</a>.</p>',
  },
  welcome: { title: 'Maligayang pagdating', body: '<p>Maligayang pagdating! Dito ipapaalam ang mga deposito, withdrawal at reward.</p>' },
  promotion: { title: 'Bagong promosyon', body: '<p>May bagong promosyon. <a href="/promotions">Tingnan ang mga promosyon</a>.</p>' },
  missionCompleted: {
    title: 'Natapos ang misyon',
    body: '<p>Natapos mo ang isang misyon. Naghihintay ang premyo mong <strong>{amount}</strong> sa <a href="/member/rewards">reward center</a>.</p>',
  },
  mallDelivered: {
    title: 'Naihatid ang item mula sa points mall',
    body: '<p>Naihatid na ang iyong redemption {reference}, <strong>{item}</strong>.</p>',
  },
  mallDeliveredCode: {
    title: 'Naihatid ang item mula sa points mall',
    body: '<p>Naihatid na ang iyong redemption {reference}, <strong>{item}</strong>. Ang iyong code: <strong>{code}</strong></p>',
  },
  mallRejected: {
    title: 'Tinanggihan ang redemption sa points mall',
    body: '<p>Tinanggihan ang iyong redemption {reference}, <strong>{item}</strong>: {reason}</p><p>Naibalik na ang {points} points sa iyong points balance.</p>',
  },
};

const VI: Table = {
  depositConfirmed: { title: 'Đã nhận tiền nạp', body: '<p>Khoản nạp <strong>{amount}</strong> (lệnh {reference}) đã được cộng vào ví của bạn.</p>' },
  withdrawalPaid: {
    title: 'Đã chi trả rút tiền',
    body: '<p>Khoản rút <strong>{amount}</strong> (yêu cầu {reference}) đã được chuyển vào tài khoản của bạn.</p>',
  },
  withdrawalRejected: {
    title: 'Yêu cầu rút tiền bị từ chối',
    body: '<p>Khoản rút <strong>{amount}</strong> (yêu cầu {reference}) đã bị từ chối: {reason}</p><p>Số tiền đã được hoàn lại vào ví của bạn.</p>',
  },
  rewardAvailable: {
    title: 'Có phần thưởng đang chờ',
    body: '<p>{reward} trị giá <strong>{amount}</strong> đang chờ bạn tại <a href="/member/rewards">trung tâm phần thưởng</a>.</p>',
  },
  welcome: { title: 'Chào mừng', body: '<p>Chào mừng bạn! Thông báo về nạp tiền, rút tiền và phần thưởng sẽ hiển thị tại đây.</p>' },
  promotion: { title: 'Khuyến mãi mới', body: '<p>Một chương trình khuyến mãi mới đã bắt đầu. <a href="/promotions">Xem khuyến mãi</a>.</p>' },
  missionCompleted: {
    title: 'Đã hoàn thành nhiệm vụ',
    body: '<p>Bạn đã hoàn thành một nhiệm vụ. Phần thưởng <strong>{amount}</strong> đang chờ bạn tại <a href="/member/rewards">trung tâm phần thưởng</a>.</p>',
  },
  mallDelivered: {
    title: 'Đã giao vật phẩm cửa hàng điểm',
    body: '<p>Yêu cầu đổi {reference}, <strong>{item}</strong>, của bạn đã được giao.</p>',
  },
  mallDeliveredCode: {
    title: 'Đã giao vật phẩm cửa hàng điểm',
    body: '<p>Yêu cầu đổi {reference}, <strong>{item}</strong>, của bạn đã được giao. Mã của bạn: <strong>{code}</strong></p>',
  },
  mallRejected: {
    title: 'Yêu cầu đổi điểm bị từ chối',
    body: '<p>Yêu cầu đổi {reference}, <strong>{item}</strong>, của bạn đã bị từ chối: {reason}</p><p>{points} điểm đã được hoàn lại vào số dư điểm của bạn.</p>',
  },
};

const CN: Table = {
  depositConfirmed: { title: '存款已到账', body: '<p>您的存款 <strong>{amount}</strong>（订单 {reference}）已存入您的钱包。</p>' },
  withdrawalPaid: { title: '提款已支付', body: '<p>您的提款 <strong>{amount}</strong>（申请 {reference}）已支付到您的账户。</p>' },
  withdrawalRejected: { title: '提款被拒绝', body: '<p>您的提款 <strong>{amount}</strong>（申请 {reference}）被拒绝：{reason}</p><p>款项已退回您的钱包。</p>' },
  rewardAvailable: { title: '有奖励待领取', body: '<p>{reward} <strong>{amount}</strong> 正在<a href="/member/rewards">奖励中心</a>等您领取。</p>' },
  welcome: { title: '欢迎', body: '<p>欢迎！存款、提款和奖励的通知都会显示在这里。</p>' },
  promotion: { title: '新优惠活动', body: '<p>新的优惠活动已开始。<a href="/promotions">查看优惠活动</a>。</p>' },
  missionCompleted: {
    title: '任务已完成',
    body: '<p>您完成了一项任务，奖金 <strong>{amount}</strong> 正在<a href="/member/rewards">奖励中心</a>等您领取。</p>',
  },
  mallDelivered: { title: '积分商城商品已发放', body: '<p>您的兑换 {reference}（<strong>{item}</strong>）已发放。</p>' },
  mallDeliveredCode: { title: '积分商城商品已发放', body: '<p>您的兑换 {reference}（<strong>{item}</strong>）已发放。您的兑换码：<strong>{code}</strong></p>' },
  mallRejected: {
    title: '积分商城兑换被拒绝',
    body: '<p>您的兑换 {reference}（<strong>{item}</strong>）被拒绝：{reason}</p><p>{points} 积分已退回您的积分余额。</p>',
  },
};

const TH: Table = {
  depositConfirmed: { title: 'ได้รับเงินฝากแล้ว', body: '<p>เงินฝาก <strong>{amount}</strong> (คำสั่ง {reference}) เข้ากระเป๋าเงินของคุณแล้ว</p>' },
  withdrawalPaid: { title: 'จ่ายเงินถอนแล้ว', body: '<p>การถอน <strong>{amount}</strong> (คำขอ {reference}) ได้โอนเข้าบัญชีของคุณแล้ว</p>' },
  withdrawalRejected: {
    title: 'การถอนถูกปฏิเสธ',
    body: '<p>การถอน <strong>{amount}</strong> (คำขอ {reference}) ถูกปฏิเสธ: {reason}</p><p>ยอดเงินได้คืนเข้ากระเป๋าเงินของคุณแล้ว</p>',
  },
  rewardAvailable: { title: 'มีรางวัลรอรับ', body: '<p>{reward} จำนวน <strong>{amount}</strong> รอคุณอยู่ที่<a href="/member/rewards">ศูนย์รางวัล</a></p>' },
  welcome: { title: 'ยินดีต้อนรับ', body: '<p>ยินดีต้อนรับ! การแจ้งเตือนการฝาก การถอน และรางวัลจะแสดงที่นี่</p>' },
  promotion: { title: 'โปรโมชั่นใหม่', body: '<p>โปรโมชั่นใหม่เริ่มแล้ว <a href="/promotions">ดูโปรโมชั่น</a></p>' },
  missionCompleted: { title: 'ภารกิจสำเร็จ', body: '<p>คุณทำภารกิจสำเร็จแล้ว รางวัล <strong>{amount}</strong> รอคุณอยู่ที่<a href="/member/rewards">ศูนย์รางวัล</a></p>' },
  mallDelivered: { title: 'ส่งมอบของรางวัลจากร้านแลกแต้มแล้ว', body: '<p>รายการแลก {reference} <strong>{item}</strong> ของคุณส่งมอบแล้ว</p>' },
  mallDeliveredCode: {
    title: 'ส่งมอบของรางวัลจากร้านแลกแต้มแล้ว',
    body: '<p>รายการแลก {reference} <strong>{item}</strong> ของคุณส่งมอบแล้ว รหัสของคุณ: <strong>{code}</strong></p>',
  },
  mallRejected: {
    title: 'รายการแลกแต้มถูกปฏิเสธ',
    body: '<p>รายการแลก {reference} <strong>{item}</strong> ของคุณถูกปฏิเสธ: {reason}</p><p>คืน {points} แต้มเข้ายอดแต้มของคุณแล้ว</p>',
  },
};

const ID: Table = {
  depositConfirmed: {
    title: 'Deposit diterima',
    body: '<p>Deposit Anda sebesar <strong>{amount}</strong> (pesanan {reference}) telah masuk ke dompet Anda.</p>',
  },
  withdrawalPaid: {
    title: 'Penarikan dibayar',
    body: '<p>Penarikan Anda sebesar <strong>{amount}</strong> (permintaan {reference}) telah dibayarkan ke rekening Anda.</p>',
  },
  withdrawalRejected: {
    title: 'Penarikan ditolak',
    body: '<p>Penarikan Anda sebesar <strong>{amount}</strong> (permintaan {reference}) ditolak: {reason}</p><p>Dananya sudah kembali ke dompet Anda.</p>',
  },
  rewardAvailable: {
    title: 'Ada hadiah menunggu',
    body: '<p>{reward} sebesar <strong>{amount}</strong> menunggu Anda di <a href="/member/rewards">pusat hadiah</a>.</p>',
  },
  welcome: { title: 'Selamat datang', body: '<p>Selamat datang! Pemberitahuan deposit, penarikan, dan hadiah akan muncul di sini.</p>' },
  promotion: { title: 'Promosi baru', body: '<p>Promosi baru telah dimulai. <a href="/promotions">Lihat promosi</a>.</p>' },
  missionCompleted: {
    title: 'Misi selesai',
    body: '<p>Anda menyelesaikan sebuah misi. Hadiah <strong>{amount}</strong> menunggu Anda di <a href="/member/rewards">pusat hadiah</a>.</p>',
  },
  mallDelivered: {
    title: 'Item toko poin telah dikirim',
    body: '<p>Penukaran Anda {reference}, <strong>{item}</strong>, telah dikirim.</p>',
  },
  mallDeliveredCode: {
    title: 'Item toko poin telah dikirim',
    body: '<p>Penukaran Anda {reference}, <strong>{item}</strong>, telah dikirim. Kode Anda: <strong>{code}</strong></p>',
  },
  mallRejected: {
    title: 'Penukaran toko poin ditolak',
    body: '<p>Penukaran Anda {reference}, <strong>{item}</strong>, ditolak: {reason}</p><p>{points} poin telah kembali ke saldo poin Anda.</p>',
  },
};

/** The reward kinds' names (the `reward` placeholder carries the kind: upgrade, birthday, rebate, promotion). */
const REWARD_NAMES: Record<string, Record<string, string>> = {
  EN: {
    upgrade: 'Your VIP upgrade bonus',
    birthday: 'Your birthday bonus',
    rebate: 'Your weekly rebate',
    promotion: 'A promotion reward',
    mission: 'A mission prize',
    referral: 'A referral reward',
  },
  TY: {
    upgrade: 'Ang iyong VIP upgrade bonus',
    birthday: 'Ang iyong birthday bonus',
    rebate: 'Ang iyong lingguhang rebate',
    promotion: 'Isang reward ng promosyon',
    mission: 'Ang premyo ng misyon',
    referral: 'Ang reward sa pag-imbita',
  },
  VI: {
    upgrade: 'Thưởng thăng hạng VIP',
    birthday: 'Thưởng sinh nhật',
    rebate: 'Hoàn trả hằng tuần',
    promotion: 'Thưởng khuyến mãi',
    mission: 'Thưởng nhiệm vụ',
    referral: 'Thưởng giới thiệu bạn bè',
  },
  CN: { upgrade: 'VIP 晋级礼金', birthday: '生日礼金', rebate: '每周返水', promotion: '优惠奖励', mission: '任务奖金', referral: '邀请好友奖励' },
  TH: {
    upgrade: 'โบนัสเลื่อนระดับ VIP',
    birthday: 'โบนัสวันเกิด',
    rebate: 'เงินคืนรายสัปดาห์',
    promotion: 'รางวัลโปรโมชั่น',
    mission: 'รางวัลภารกิจ',
    referral: 'รางวัลชวนเพื่อน',
  },
  ID: {
    upgrade: 'Bonus naik level VIP Anda',
    birthday: 'Bonus ulang tahun Anda',
    rebate: 'Rebate mingguan Anda',
    promotion: 'Hadiah promosi',
    mission: 'Hadiah misi',
    referral: 'Hadiah ajak teman',
  },
};

/** Each written language with the locale its amounts are formatted in. */
const LANGUAGES: Record<string, { table: Table; locale: string }> = {
  EN: { table: EN, locale: 'en-PH' },
  TY: { table: TY, locale: 'fil-PH' },
  VI: { table: VI, locale: 'vi-VN' },
  CN: { table: CN, locale: 'zh-CN' },
  TH: { table: TH, locale: 'th-TH' },
  ID: { table: ID, locale: 'id-ID' },
};

/** The languages the templates are written in (a test checks each fills every placeholder). */
export const TEMPLATE_LANGUAGES = Object.keys(LANGUAGES);

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A template written out in a language: its title (plain text) and body (HTML). */
export function renderMessage(template: MessageTemplate, params: MessageParams, language: string, currency: string): Text {
  const code = LANGUAGES[language.toUpperCase()] ? language.toUpperCase() : 'EN';
  const { table, locale } = LANGUAGES[code]!;
  const text = table[template] ?? EN[template];
  const { item, ...plain } = params;
  const values: Record<string, string> = {
    ...plain,
    ...(params.reward !== undefined ? { reward: REWARD_NAMES[code]?.[params.reward] ?? params.reward } : {}),
    ...(item !== undefined ? { item: item[code] ?? item.EN ?? Object.values(item)[0] ?? '' } : {}),
    ...(params.amount !== undefined && /^-?\d+$/.test(params.amount) ? { amount: formatMoney(BigInt(params.amount), locale, currency) } : {}),
  };
  const fill = (source: string, html: boolean) =>
    source.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return html ? escapeHtml(value) : value;
    });
  return { title: fill(text.title, false), body: fill(text.body, true) };
}
