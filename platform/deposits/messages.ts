import { domainTranslator, type MessageLanguage } from '../i18n';

/**
 * The deposit bonus's platform messages (envelope `message`) in the site's six complete
 * languages, kept with the domain like platform/withdrawal/messages.ts. Other languages get
 * English; the site shows its own text for each field where it has one.
 */
const EN = {
  bonusUnknown: 'This promotion cannot be joined with a deposit. Please choose another one or none.',
  bonusIneligible: 'Your account cannot join this promotion now (it is for a first deposit, or you already received it for this period).',
  bonusBelowMin: 'To join this promotion, deposit at least {min}.',
};
type Key = keyof typeof EN;

const TABLES: Record<MessageLanguage, Record<Key, string>> = {
  EN,
  TY: {
    bonusUnknown: 'Hindi puwedeng salihan ang promosyong ito sa pamamagitan ng deposito. Pumili ng iba o wala.',
    bonusIneligible: 'Hindi puwedeng sumali ang account mo sa promosyong ito ngayon (para ito sa unang deposito, o natanggap mo na ito para sa panahong ito).',
    bonusBelowMin: 'Para makasali sa promosyong ito, mag-deposito ng hindi bababa sa {min}.',
  },
  VI: {
    bonusUnknown: 'Không thể tham gia khuyến mãi này bằng khoản nạp tiền. Vui lòng chọn khuyến mãi khác hoặc không chọn.',
    bonusIneligible: 'Tài khoản của bạn hiện không thể tham gia khuyến mãi này (chỉ dành cho lần nạp đầu tiên, hoặc bạn đã nhận trong kỳ này).',
    bonusBelowMin: 'Để tham gia khuyến mãi này, hãy nạp ít nhất {min}.',
  },
  CN: {
    bonusUnknown: '此优惠无法通过存款参加，请选择其他优惠或不参加。',
    bonusIneligible: '您的账户目前无法参加此优惠（仅限首次存款，或您在本期已领取过）。',
    bonusBelowMin: '参加此优惠需至少存款 {min}。',
  },
  TH: {
    bonusUnknown: 'โปรโมชันนี้ไม่สามารถเข้าร่วมด้วยการฝากเงินได้ กรุณาเลือกโปรโมชันอื่นหรือไม่เลือก',
    bonusIneligible: 'บัญชีของคุณไม่สามารถเข้าร่วมโปรโมชันนี้ได้ในขณะนี้ (สำหรับการฝากครั้งแรกเท่านั้น หรือคุณได้รับไปแล้วในรอบนี้)',
    bonusBelowMin: 'หากต้องการเข้าร่วมโปรโมชันนี้ กรุณาฝากอย่างน้อย {min}',
  },
  ID: {
    bonusUnknown: 'Promosi ini tidak dapat diikuti dengan deposit. Silakan pilih promosi lain atau tanpa promosi.',
    bonusIneligible: 'Akun Anda tidak dapat mengikuti promosi ini sekarang (hanya untuk deposit pertama, atau Anda sudah menerimanya untuk periode ini).',
    bonusBelowMin: 'Untuk mengikuti promosi ini, lakukan deposit minimal {min}.',
  },
};

export type DepositMessage = Key;

/** The domain's translator for a request's `Language` (one of the six, else English: platform/i18n's rule). */
export const depositText: (language: string) => (key: Key, params?: Readonly<Record<string, string>>) => string = domainTranslator(TABLES);

/** Every table, for the test that each language has each message with the same placeholders. */
export const DEPOSIT_MESSAGE_TABLES = TABLES;
