import { formatMoney, minorFromBigInt } from '../../src/contract/money';
import { fillPlaceholders, messageLanguage } from '../i18n';

/**
 * The safer-gambling refusals' messages, in the six languages the site writes in full (issue 16
 * item 8); any other language gets English. Kept beside the rules rather than in platform/i18n.ts,
 * whose tables hold only TY and EN.
 */
const TEXTS = {
  EN: {
    deposit: 'This deposit would go over your {period} deposit limit of {limit}. You can deposit {left} more until {reset}.',
    loss: 'This would go over your {period} loss limit of {limit}. You can risk {left} more until {reset}.',
    wager: 'This would go over your {period} wager limit of {limit}. You can stake {left} more until {reset}.',
    noReset: 'the limit frees up',
    day: '24-hour',
    week: '7-day',
    month: '30-day',
    timeout: 'You are taking a break until {until}. You can still sign in to withdraw and read your records. Help: {help}',
    exclusion: 'You have excluded yourself until {until}. You can still sign in to withdraw and read your records. Help: {help}',
    indefinite: 'further notice',
    pendingNone: 'There is no change waiting for your confirmation, or its 24 hours are not over yet.',
    invalidAmount: 'Enter an amount above zero with up to two decimals.',
    invalidMinutes: 'Enter a number of minutes from {min} to {max}.',
    blockedAlready: 'A time-out or self-exclusion is already in force.',
    liftNotYet: 'Your self-exclusion has not ended yet, or it cannot be lifted through the site.',
  },
  TY: {
    deposit: 'Lalampas ang depositong ito sa {period} na limitasyon mo sa deposito na {limit}. Makakapagdeposito ka pa ng {left} hanggang {reset}.',
    loss: 'Lalampas ito sa {period} na limitasyon mo sa talo na {limit}. Maaari ka pang magtaya ng {left} na maaaring matalo hanggang {reset}.',
    wager: 'Lalampas ito sa {period} na limitasyon mo sa taya na {limit}. Makakataya ka pa ng {left} hanggang {reset}.',
    noReset: 'lumuwag ang limitasyon',
    day: '24-oras',
    week: '7-araw',
    month: '30-araw',
    timeout: 'Nagpapahinga ka hanggang {until}. Maaari ka pa ring mag-sign in para mag-withdraw at basahin ang mga rekord mo. Tulong: {help}',
    exclusion: 'Ibinukod mo ang sarili mo hanggang {until}. Maaari ka pa ring mag-sign in para mag-withdraw at basahin ang mga rekord mo. Tulong: {help}',
    indefinite: 'walang takdang petsa',
    pendingNone: 'Walang pagbabagong naghihintay ng kumpirmasyon mo, o hindi pa tapos ang 24 na oras nito.',
    invalidAmount: 'Maglagay ng halagang higit sa zero na may hanggang dalawang decimal.',
    invalidMinutes: 'Maglagay ng bilang ng minuto mula {min} hanggang {max}.',
    blockedAlready: 'May umiiral nang time-out o self-exclusion.',
    liftNotYet: 'Hindi pa tapos ang self-exclusion mo, o hindi ito maaaring alisin sa site.',
  },
  VI: {
    deposit: 'Khoản nạp này sẽ vượt giới hạn nạp {period} của bạn là {limit}. Bạn có thể nạp thêm {left} cho đến {reset}.',
    loss: 'Việc này sẽ vượt giới hạn thua {period} của bạn là {limit}. Bạn có thể mạo hiểm thêm {left} cho đến {reset}.',
    wager: 'Việc này sẽ vượt giới hạn cược {period} của bạn là {limit}. Bạn có thể cược thêm {left} cho đến {reset}.',
    noReset: 'khi giới hạn được giải phóng',
    day: '24 giờ',
    week: '7 ngày',
    month: '30 ngày',
    timeout: 'Bạn đang tạm nghỉ đến {until}. Bạn vẫn có thể đăng nhập để rút tiền và xem lịch sử. Trợ giúp: {help}',
    exclusion: 'Bạn đã tự loại trừ đến {until}. Bạn vẫn có thể đăng nhập để rút tiền và xem lịch sử. Trợ giúp: {help}',
    indefinite: 'khi có thông báo mới',
    pendingNone: 'Không có thay đổi nào đang chờ bạn xác nhận, hoặc chưa hết 24 giờ.',
    invalidAmount: 'Nhập số tiền lớn hơn 0, tối đa hai chữ số thập phân.',
    invalidMinutes: 'Nhập số phút từ {min} đến {max}.',
    blockedAlready: 'Đã có thời gian tạm nghỉ hoặc tự loại trừ đang áp dụng.',
    liftNotYet: 'Thời gian tự loại trừ của bạn chưa kết thúc, hoặc không thể gỡ qua trang web.',
  },
  CN: {
    deposit: '此笔存款将超出您{period}存款限额 {limit}。在 {reset} 之前您还可存入 {left}。',
    loss: '此操作将超出您{period}亏损限额 {limit}。在 {reset} 之前您还可承担 {left} 的风险。',
    wager: '此操作将超出您{period}投注限额 {limit}。在 {reset} 之前您还可投注 {left}。',
    noReset: '限额释放',
    day: '24小时',
    week: '7天',
    month: '30天',
    timeout: '您正在休息，直至 {until}。您仍可登录以提款和查看记录。帮助：{help}',
    exclusion: '您已自我禁止，直至 {until}。您仍可登录以提款和查看记录。帮助：{help}',
    indefinite: '另行通知',
    pendingNone: '没有等待您确认的更改，或其24小时尚未结束。',
    invalidAmount: '请输入大于零、最多两位小数的金额。',
    invalidMinutes: '请输入 {min} 到 {max} 之间的分钟数。',
    blockedAlready: '已有生效中的休息期或自我禁止。',
    liftNotYet: '您的自我禁止尚未结束，或无法通过网站解除。',
  },
  TH: {
    deposit: 'การฝากนี้จะเกินวงเงินฝาก{period}ของคุณที่ {limit} คุณฝากได้อีก {left} จนถึง {reset}',
    loss: 'รายการนี้จะเกินวงเงินขาดทุน{period}ของคุณที่ {limit} คุณเสี่ยงได้อีก {left} จนถึง {reset}',
    wager: 'รายการนี้จะเกินวงเงินเดิมพัน{period}ของคุณที่ {limit} คุณเดิมพันได้อีก {left} จนถึง {reset}',
    noReset: 'วงเงินว่างลง',
    day: ' 24 ชั่วโมง',
    week: ' 7 วัน',
    month: ' 30 วัน',
    timeout: 'คุณกำลังพักจนถึง {until} คุณยังเข้าสู่ระบบเพื่อถอนเงินและดูประวัติได้ ความช่วยเหลือ: {help}',
    exclusion: 'คุณได้ระงับตนเองจนถึง {until} คุณยังเข้าสู่ระบบเพื่อถอนเงินและดูประวัติได้ ความช่วยเหลือ: {help}',
    indefinite: 'มีประกาศเปลี่ยนแปลง',
    pendingNone: 'ไม่มีการเปลี่ยนแปลงที่รอการยืนยันของคุณ หรือยังไม่ครบ 24 ชั่วโมง',
    invalidAmount: 'กรอกจำนวนเงินที่มากกว่าศูนย์ ทศนิยมไม่เกินสองตำแหน่ง',
    invalidMinutes: 'กรอกจำนวนนาทีตั้งแต่ {min} ถึง {max}',
    blockedAlready: 'มีการพักหรือการระงับตนเองมีผลอยู่แล้ว',
    liftNotYet: 'การระงับตนเองของคุณยังไม่สิ้นสุด หรือไม่สามารถยกเลิกผ่านเว็บไซต์ได้',
  },
  ID: {
    deposit: 'Deposit ini akan melebihi batas deposit {period} Anda sebesar {limit}. Anda masih dapat deposit {left} sampai {reset}.',
    loss: 'Ini akan melebihi batas kekalahan {period} Anda sebesar {limit}. Anda masih dapat mempertaruhkan {left} sampai {reset}.',
    wager: 'Ini akan melebihi batas taruhan {period} Anda sebesar {limit}. Anda masih dapat bertaruh {left} sampai {reset}.',
    noReset: 'batasnya longgar kembali',
    day: '24 jam',
    week: '7 hari',
    month: '30 hari',
    timeout: 'Anda sedang rehat sampai {until}. Anda tetap dapat masuk untuk menarik dana dan membaca riwayat. Bantuan: {help}',
    exclusion: 'Anda telah mengecualikan diri sampai {until}. Anda tetap dapat masuk untuk menarik dana dan membaca riwayat. Bantuan: {help}',
    indefinite: 'pemberitahuan lebih lanjut',
    pendingNone: 'Tidak ada perubahan yang menunggu konfirmasi Anda, atau 24 jamnya belum lewat.',
    invalidAmount: 'Masukkan jumlah di atas nol dengan paling banyak dua desimal.',
    invalidMinutes: 'Masukkan jumlah menit dari {min} sampai {max}.',
    blockedAlready: 'Rehat atau pengecualian diri sudah berlaku.',
    liftNotYet: 'Pengecualian diri Anda belum berakhir, atau tidak dapat dicabut melalui situs.',
  },
} as const satisfies Record<string, Record<string, string>>;

export type SafetyText = keyof (typeof TEXTS)['EN'];
type Language = keyof typeof TEXTS;

const TAGS: Record<Language, string> = { EN: 'en-PH', TY: 'fil-PH', VI: 'vi-VN', CN: 'zh-CN', TH: 'th-TH', ID: 'id-ID' };

/** The request's written language, by platform/i18n's rule (the six, else English). */
const languageOf = (language: string): Language => messageLanguage(language);

/** A message in the request's language with `{name}` filled. */
export function safetyText(language: string, key: SafetyText, params: Record<string, string | number> = {}): string {
  return fillPlaceholders(TEXTS[languageOf(language)][key], params);
}

export const moneyIn = (language: string, minor: bigint): string => formatMoney(minorFromBigInt(minor), TAGS[languageOf(language)], 'PHP');

/** A moment as the players of the brand read it: Philippine time, date and time. */
export const momentIn = (language: string, at: number): string =>
  new Intl.DateTimeFormat(TAGS[languageOf(language)], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' }).format(at);
