/**
 * The agent register page's platform messages (envelope `message`; issue 17 steps 1-2), in the
 * languages of platform/i18n, chosen by its rule (`messageLanguage`: any other language gets
 * English), kept with the domain as platform/points/messages.ts does.
 */
import { domainTranslator, type MessageLanguage } from '../i18n';

const EN = {
  aboveContract: 'The {label} cannot be above your own contract: at most {ceiling}%.',
  linkLimit: 'You already have {max} registration links, the most an agent may have.',
  linkOff: 'This registration link has been switched off. Please ask your agent for a new link.',
  linkExpired: 'This registration link has expired. Please ask your agent for a new link.',
  linkNotFound: 'This registration link does not exist.',
  rebate: 'rebate',
  netCommission: 'commission on net revenue',
  turnoverCommission: 'commission on turnover',
};
type Key = keyof typeof EN;

const TY: Record<Key, string> = {
  aboveContract: 'Hindi maaaring lumampas ang {label} sa sarili mong kontrata: hanggang {ceiling}% lamang.',
  linkLimit: 'Mayroon ka nang {max} registration link, ang pinakamaraming pinapayagan sa isang ahente.',
  linkOff: 'Naka-off na ang registration link na ito. Humingi ng bagong link sa iyong ahente.',
  linkExpired: 'Nag-expire na ang registration link na ito. Humingi ng bagong link sa iyong ahente.',
  linkNotFound: 'Walang ganitong registration link.',
  rebate: 'rebate',
  netCommission: 'komisyon sa net revenue',
  turnoverCommission: 'komisyon sa turnover',
};

const VI: Record<Key, string> = {
  aboveContract: '{label} không được vượt quá hợp đồng của bạn: tối đa {ceiling}%.',
  linkLimit: 'Bạn đã có {max} liên kết đăng ký, số lượng tối đa của một đại lý.',
  linkOff: 'Liên kết đăng ký này đã bị tắt. Vui lòng xin đại lý của bạn một liên kết mới.',
  linkExpired: 'Liên kết đăng ký này đã hết hạn. Vui lòng xin đại lý của bạn một liên kết mới.',
  linkNotFound: 'Liên kết đăng ký này không tồn tại.',
  rebate: 'Hoàn trả',
  netCommission: 'Hoa hồng trên doanh thu ròng',
  turnoverCommission: 'Hoa hồng trên doanh số cược',
};

const CN: Record<Key, string> = {
  aboveContract: '{label}不能高于您自己的合同：最多 {ceiling}%。',
  linkLimit: '您已有 {max} 个注册链接，这是代理可拥有的上限。',
  linkOff: '此注册链接已被关闭。请向您的代理索取新链接。',
  linkExpired: '此注册链接已过期。请向您的代理索取新链接。',
  linkNotFound: '此注册链接不存在。',
  rebate: '返水',
  netCommission: '净营收佣金',
  turnoverCommission: '流水佣金',
};

const TH: Record<Key, string> = {
  aboveContract: '{label}ต้องไม่เกินสัญญาของคุณเอง: สูงสุด {ceiling}%',
  linkLimit: 'คุณมีลิงก์สมัครสมาชิก {max} ลิงก์แล้ว ซึ่งเป็นจำนวนสูงสุดที่เอเจนต์มีได้',
  linkOff: 'ลิงก์สมัครสมาชิกนี้ถูกปิดแล้ว โปรดขอลิงก์ใหม่จากเอเจนต์ของคุณ',
  linkExpired: 'ลิงก์สมัครสมาชิกนี้หมดอายุแล้ว โปรดขอลิงก์ใหม่จากเอเจนต์ของคุณ',
  linkNotFound: 'ไม่มีลิงก์สมัครสมาชิกนี้',
  rebate: 'เงินคืน',
  netCommission: 'คอมมิชชันจากรายได้สุทธิ',
  turnoverCommission: 'คอมมิชชันจากยอดเทิร์นโอเวอร์',
};

const ID: Record<Key, string> = {
  aboveContract: '{label} tidak boleh melebihi kontrak Anda sendiri: paling banyak {ceiling}%.',
  linkLimit: 'Anda sudah memiliki {max} tautan pendaftaran, jumlah terbanyak untuk seorang agen.',
  linkOff: 'Tautan pendaftaran ini sudah dinonaktifkan. Silakan minta tautan baru kepada agen Anda.',
  linkExpired: 'Tautan pendaftaran ini sudah kedaluwarsa. Silakan minta tautan baru kepada agen Anda.',
  linkNotFound: 'Tautan pendaftaran ini tidak ada.',
  rebate: 'Rabat',
  netCommission: 'Komisi atas pendapatan bersih',
  turnoverCommission: 'Komisi atas turnover',
};

const TABLES: Readonly<Record<MessageLanguage, Readonly<Record<Key, string>>>> = { EN, TY, VI, CN, TH, ID };

export const agentMessages = domainTranslator(TABLES);
export type AgentMessageKey = Key;
/** Every language's table, for the test that each fills the same placeholders. */
export const AGENT_MESSAGE_TABLES = TABLES;
