import { describe, expect, it } from 'vitest';
import { MESSAGE_LANGUAGES } from '../i18n';
import { WITHDRAWAL_TABLES, withdrawalText } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('withdrawal messages', () => {
  it('are written in every language of the platform messages', () => {
    expect(Object.keys(WITHDRAWAL_TABLES).sort()).toEqual([...MESSAGE_LANGUAGES].sort());
  });

  for (const language of MESSAGE_LANGUAGES) {
    it(`${language} has every message, with the same placeholders as English`, () => {
      const table = WITHDRAWAL_TABLES[language];
      expect(Object.keys(table).sort()).toEqual(Object.keys(WITHDRAWAL_TABLES.EN).sort());
      for (const [key, english] of Object.entries(WITHDRAWAL_TABLES.EN)) {
        const text = table[key as keyof typeof table];
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english));
        if (language !== 'EN') expect(text, `${language} ${key} is translated`).not.toBe(english);
      }
    });
  }

  it('picks the language by code, case-insensitively, English for any other', () => {
    expect(withdrawalText('EN')('paymentPasswordRule')).toBe('The payment password must be exactly 6 digits.');
    expect(withdrawalText('TY')('paymentPasswordRule')).toBe('Ang payment password ay dapat eksaktong 6 na numero.');
    expect(withdrawalText('VI')('paymentPasswordRule')).toBe('Mật khẩu thanh toán phải gồm đúng 6 chữ số.');
    expect(withdrawalText('cn')('paymentPasswordRule')).toBe('支付密码必须为 6 位数字。');
    expect(withdrawalText('th')('paymentPasswordRule')).toBe('รหัสผ่านการชำระเงินต้องเป็นตัวเลข 6 หลักพอดี');
    expect(withdrawalText('Id')('paymentPasswordRule')).toBe('Kata sandi pembayaran harus tepat 6 angka.');
    expect(withdrawalText('KO')('paymentPasswordRule')).toBe('The payment password must be exactly 6 digits.');
    expect(withdrawalText('')('paymentPasswordRule')).toBe('The payment password must be exactly 6 digits.');
  });

  it('fills the placeholders it is given and leaves the others', () => {
    expect(withdrawalText('VI')('amountBelowMin', { min: '100.00' })).toBe('Số tiền rút tối thiểu là 100.00.');
    expect(withdrawalText('CN')('smsText', { code: '123456', minutes: 5 })).toBe('您用于修改支付密码的验证码为 123456，5 分钟内有效。');
    expect(withdrawalText('ID')('paymentPasswordWrong', { count: 3 })).toBe('Kata sandi pembayaran salah. Sisa 3 percobaan.');
  });

  it("counts in the language's plural forms: 1 attempt, 4 attempts (issue 34 item 12)", () => {
    expect(withdrawalText('EN')('paymentPasswordWrong', { count: 1 })).toBe('The payment password is incorrect. 1 attempt left.');
    expect(withdrawalText('EN')('paymentPasswordWrong', { count: 4 })).toBe('The payment password is incorrect. 4 attempts left.');
    expect(withdrawalText('EN')('dailyCountReached', { count: 1 })).toBe('You have reached your 1 withdrawal for today.');
    expect(withdrawalText('EN')('dailyCountReached', { count: 3 })).toBe('You have reached your 3 withdrawals for today.');
    for (const language of MESSAGE_LANGUAGES) {
      for (const count of [0, 1, 2, 5]) expect(withdrawalText(language)('paymentPasswordWrong', { count }), `${language} ${count}`).toContain(String(count));
    }
  });
});
