/**
 * The points mall's platform messages (envelope `message`), in the languages of platform/i18n and
 * chosen by the same rule (`messageLanguage`: any other language gets English), kept with the
 * domain as platform/withdrawal/messages.ts does. The payment password's own messages are the
 * withdrawal domain's (the same guard, platform/withdrawal/payment-password.ts).
 */
import { domainTranslator, type MessageLanguage } from '../i18n';

const EN = {
  itemNotFound: 'This item is not in the points mall.',
  outOfStock: 'This item is out of stock.',
  vipTooLow: 'This item is for {level} members and above.',
  limitReached: 'You have already redeemed this item as many times as allowed ({limit}).',
  tooFewPoints: 'You need {need} points for this; you have {have}.',
  convertBelowMin: 'Convert at least {min} points.',
  convertTooMany: 'You can convert at most {have} points.',
};
type Key = keyof typeof EN;

const TY: Record<Key, string> = {
  itemNotFound: 'Wala ang item na ito sa points mall.',
  outOfStock: 'Ubos na ang item na ito.',
  vipTooLow: 'Para sa mga miyembrong {level} pataas ang item na ito.',
  limitReached: 'Na-redeem mo na ang item na ito nang pinakamaraming pinapayagan ({limit}).',
  tooFewPoints: 'Kailangan mo ng {need} points para dito; mayroon kang {have}.',
  convertBelowMin: 'Mag-convert ng hindi bababa sa {min} points.',
  convertTooMany: 'Hanggang {have} points lang ang maaari mong i-convert.',
};

const VI: Record<Key, string> = {
  itemNotFound: 'Vật phẩm này không có trong cửa hàng điểm.',
  outOfStock: 'Vật phẩm này đã hết hàng.',
  vipTooLow: 'Vật phẩm này dành cho thành viên {level} trở lên.',
  limitReached: 'Bạn đã đổi vật phẩm này đủ số lần cho phép ({limit}).',
  tooFewPoints: 'Bạn cần {need} điểm cho việc này; bạn có {have}.',
  convertBelowMin: 'Hãy quy đổi ít nhất {min} điểm.',
  convertTooMany: 'Bạn chỉ có thể quy đổi tối đa {have} điểm.',
};

const CN: Record<Key, string> = {
  itemNotFound: '积分商城中没有此商品。',
  outOfStock: '此商品已售罄。',
  vipTooLow: '此商品仅限{level}及以上会员兑换。',
  limitReached: '您兑换此商品的次数已达上限（{limit}）。',
  tooFewPoints: '需要 {need} 积分，您现有 {have} 积分。',
  convertBelowMin: '每次至少兑换 {min} 积分。',
  convertTooMany: '您最多可兑换 {have} 积分。',
};

const TH: Record<Key, string> = {
  itemNotFound: 'ไม่มีสินค้านี้ในร้านแลกคะแนน',
  outOfStock: 'สินค้านี้หมดแล้ว',
  vipTooLow: 'สินค้านี้สำหรับสมาชิกระดับ {level} ขึ้นไป',
  limitReached: 'คุณแลกสินค้านี้ครบจำนวนครั้งที่อนุญาตแล้ว ({limit})',
  tooFewPoints: 'ต้องใช้ {need} คะแนน คุณมี {have} คะแนน',
  convertBelowMin: 'แลกอย่างน้อย {min} คะแนน',
  convertTooMany: 'คุณแลกได้สูงสุด {have} คะแนน',
};

const ID: Record<Key, string> = {
  itemNotFound: 'Barang ini tidak ada di toko poin.',
  outOfStock: 'Barang ini sudah habis.',
  vipTooLow: 'Barang ini untuk anggota {level} ke atas.',
  limitReached: 'Anda sudah menukar barang ini sebanyak yang diizinkan ({limit}).',
  tooFewPoints: 'Anda memerlukan {need} poin untuk ini; Anda punya {have}.',
  convertBelowMin: 'Tukarkan minimal {min} poin.',
  convertTooMany: 'Anda dapat menukar paling banyak {have} poin.',
};

/** Every language's points messages, for the test that each one has every key and placeholder. */
export const POINTS_TABLES: Readonly<Record<MessageLanguage, Readonly<Record<Key, string>>>> = { TY, EN, VI, CN, TH, ID };

export type PointsText = (key: Key, params?: Record<string, string | number>) => string;

/** The domain's translator for a request's `Language` (TY, EN, VI, CN, TH, ID; else English). */
export const pointsText: (language: string) => PointsText = domainTranslator(POINTS_TABLES);
