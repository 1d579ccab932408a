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
  recipient: "Enter the recipient's full name as on their ID (letters only).",
  address: 'Enter the full delivery address: street and number, barangay or district, city, province and postcode.',
  phone: 'Enter a phone number the courier can call: 7 to 15 digits, with + and the country code outside the Philippines.',
  size: 'Choose a size.',
  redemptionNotFound: 'You have no such redemption.',
  noDelivery: 'This redemption is not sent by post, so it has no delivery details.',
  closedDelivered: 'This item has been shipped, so its delivery details can no longer be changed. Contact customer service if something is wrong.',
  closedRejected: 'This redemption was rejected, so there is nothing to deliver.',
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
  recipient: 'Ilagay ang buong pangalan ng tatanggap ayon sa kanyang ID (mga letra lamang).',
  address: 'Ilagay ang buong address: kalye at numero, barangay o distrito, lungsod, probinsya at postcode.',
  phone: 'Ilagay ang numerong matatawagan ng courier: 7 hanggang 15 digit, may + at country code kung nasa labas ng Pilipinas.',
  size: 'Pumili ng sukat.',
  redemptionNotFound: 'Wala kang ganitong redemption.',
  noDelivery: 'Hindi ipinapadala sa koreo ang redemption na ito, kaya wala itong delivery details.',
  closedDelivered: 'Naipadala na ang item na ito, kaya hindi na mababago ang delivery details. Makipag-ugnayan sa customer service kung may mali.',
  closedRejected: 'Tinanggihan ang redemption na ito, kaya walang ihahatid.',
};

const VI: Record<Key, string> = {
  itemNotFound: 'Vật phẩm này không có trong cửa hàng điểm.',
  outOfStock: 'Vật phẩm này đã hết hàng.',
  vipTooLow: 'Vật phẩm này dành cho thành viên {level} trở lên.',
  limitReached: 'Bạn đã đổi vật phẩm này đủ số lần cho phép ({limit}).',
  tooFewPoints: 'Bạn cần {need} điểm cho việc này; bạn có {have}.',
  convertBelowMin: 'Hãy quy đổi ít nhất {min} điểm.',
  convertTooMany: 'Bạn chỉ có thể quy đổi tối đa {have} điểm.',
  recipient: 'Nhập họ tên đầy đủ của người nhận như trên giấy tờ tùy thân (chỉ chữ cái).',
  address: 'Nhập địa chỉ giao hàng đầy đủ: số nhà và đường, phường hoặc quận, thành phố, tỉnh và mã bưu chính.',
  phone: 'Nhập số điện thoại để người giao hàng gọi: 7 đến 15 chữ số, thêm + và mã quốc gia nếu ở ngoài Philippines.',
  size: 'Hãy chọn cỡ.',
  redemptionNotFound: 'Bạn không có lượt đổi này.',
  noDelivery: 'Lượt đổi này không giao qua bưu điện nên không có thông tin giao hàng.',
  closedDelivered: 'Vật phẩm đã được gửi đi nên không thể đổi thông tin giao hàng nữa. Hãy liên hệ chăm sóc khách hàng nếu có sai sót.',
  closedRejected: 'Lượt đổi này đã bị từ chối nên không có gì để giao.',
};

const CN: Record<Key, string> = {
  itemNotFound: '积分商城中没有此商品。',
  outOfStock: '此商品已售罄。',
  vipTooLow: '此商品仅限{level}及以上会员兑换。',
  limitReached: '您兑换此商品的次数已达上限（{limit}）。',
  tooFewPoints: '需要 {need} 积分，您现有 {have} 积分。',
  convertBelowMin: '每次至少兑换 {min} 积分。',
  convertTooMany: '您最多可兑换 {have} 积分。',
  recipient: '请填写收件人证件上的全名（仅限文字）。',
  address: '请填写完整的收货地址：街道门牌、区（镇）、城市、省份和邮编。',
  phone: '请填写快递员可以拨打的电话：7 至 15 位数字，菲律宾以外请加 + 和国家代码。',
  size: '请选择尺码。',
  redemptionNotFound: '您没有这笔兑换。',
  noDelivery: '这笔兑换无需邮寄，没有收货信息。',
  closedDelivered: '此商品已发货，收货信息无法再修改。如有问题请联系客服。',
  closedRejected: '这笔兑换已被拒绝，没有需要寄送的商品。',
};

const TH: Record<Key, string> = {
  itemNotFound: 'ไม่มีสินค้านี้ในร้านแลกคะแนน',
  outOfStock: 'สินค้านี้หมดแล้ว',
  vipTooLow: 'สินค้านี้สำหรับสมาชิกระดับ {level} ขึ้นไป',
  limitReached: 'คุณแลกสินค้านี้ครบจำนวนครั้งที่อนุญาตแล้ว ({limit})',
  tooFewPoints: 'ต้องใช้ {need} คะแนน คุณมี {have} คะแนน',
  convertBelowMin: 'แลกอย่างน้อย {min} คะแนน',
  convertTooMany: 'คุณแลกได้สูงสุด {have} คะแนน',
  recipient: 'กรอกชื่อ-นามสกุลของผู้รับตามบัตรประจำตัว (ตัวอักษรเท่านั้น)',
  address: 'กรอกที่อยู่จัดส่งให้ครบ: บ้านเลขที่และถนน ตำบลหรือเขต เมือง จังหวัด และรหัสไปรษณีย์',
  phone: 'กรอกเบอร์โทรที่พนักงานส่งของโทรหาได้: 7 ถึง 15 หลัก ใส่ + และรหัสประเทศหากอยู่นอกฟิลิปปินส์',
  size: 'เลือกไซซ์',
  redemptionNotFound: 'คุณไม่มีรายการแลกนี้',
  noDelivery: 'รายการแลกนี้ไม่ได้จัดส่งทางไปรษณีย์ จึงไม่มีข้อมูลการจัดส่ง',
  closedDelivered: 'สินค้านี้จัดส่งแล้ว จึงแก้ไขข้อมูลการจัดส่งไม่ได้อีก หากมีข้อผิดพลาดโปรดติดต่อฝ่ายบริการลูกค้า',
  closedRejected: 'รายการแลกนี้ถูกปฏิเสธแล้ว จึงไม่มีสิ่งใดต้องจัดส่ง',
};

const ID: Record<Key, string> = {
  itemNotFound: 'Barang ini tidak ada di toko poin.',
  outOfStock: 'Barang ini sudah habis.',
  vipTooLow: 'Barang ini untuk anggota {level} ke atas.',
  limitReached: 'Anda sudah menukar barang ini sebanyak yang diizinkan ({limit}).',
  tooFewPoints: 'Anda memerlukan {need} poin untuk ini; Anda punya {have}.',
  convertBelowMin: 'Tukarkan minimal {min} poin.',
  convertTooMany: 'Anda dapat menukar paling banyak {have} poin.',
  recipient: 'Masukkan nama lengkap penerima sesuai kartu identitas (huruf saja).',
  address: 'Masukkan alamat pengiriman lengkap: jalan dan nomor, kelurahan atau kecamatan, kota, provinsi dan kode pos.',
  phone: 'Masukkan nomor telepon yang bisa dihubungi kurir: 7 sampai 15 digit, dengan + dan kode negara di luar Filipina.',
  size: 'Pilih ukuran.',
  redemptionNotFound: 'Anda tidak memiliki penukaran ini.',
  noDelivery: 'Penukaran ini tidak dikirim lewat pos, jadi tidak ada detail pengiriman.',
  closedDelivered: 'Barang ini sudah dikirim, jadi detail pengirimannya tidak bisa diubah lagi. Hubungi layanan pelanggan jika ada yang salah.',
  closedRejected: 'Penukaran ini ditolak, jadi tidak ada yang dikirim.',
};

/** Every language's points messages, for the test that each one has every key and placeholder. */
export const POINTS_TABLES: Readonly<Record<MessageLanguage, Readonly<Record<Key, string>>>> = { TY, EN, VI, CN, TH, ID };

export type PointsText = (key: Key, params?: Record<string, string | number>) => string;

/** The domain's translator for a request's `Language` (TY, EN, VI, CN, TH, ID; else English). */
export const pointsText: (language: string) => PointsText = domainTranslator(POINTS_TABLES);
