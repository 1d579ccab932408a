import { describe, expect, it } from 'vitest';
import { checkDelivery, deliveryLine, normaliseAddress, normalisePhone, normaliseRecipient } from './delivery';

const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const good = { recipient: ' Lia  Cruz ', address: '12 Mabini St., Brgy. Poblacion\n\n Makati City, Metro Manila 1210 ', phone: '0917 123 4567' };

describe('delivery details', () => {
  it('takes names of every market, and refuses what is not a name', () => {
    expect(['Ma. Lourdes Dela Cruz', "D'Souza-Reyes", 'Nguyễn Văn An', '李小明', 'สมชาย ใจดี', 'Siti Nurhaliza'].map(normaliseRecipient)).toEqual([
      'Ma. Lourdes Dela Cruz',
      "D'Souza-Reyes",
      'Nguyễn Văn An',
      '李小明',
      'สมชาย ใจดี',
      'Siti Nurhaliza',
    ]);
    expect(['', ' ', 'L', 'Lia 2', 'Lia <b>', '-Lia', 'A'.repeat(61)].map(normaliseRecipient)).toEqual(Array(7).fill(null));
  });

  it('takes a phone number of 7 to 15 digits as people write it, kept as digits with its +', () => {
    expect(['0917 123 4567', '+63 917-123-4567', '(02) 8123.4567', '+84 91 234 5678', '13812345678'].map(normalisePhone)).toEqual([
      '09171234567',
      '+639171234567',
      '0281234567',
      '+84912345678',
      '13812345678',
    ]);
    expect(['', '12345', '0917 123 4567 ext 2', '+63 917 123 4567 8901', '++639171234567', '0917123456７'].map(normalisePhone)).toEqual(Array(6).fill(null));
  });

  it('keeps an address on its lines, without empty ones, and refuses one too short, too long or with no words', () => {
    expect(normaliseAddress(good.address)).toBe('12 Mabini St., Brgy. Poblacion\nMakati City, Metro Manila 1210');
    expect([' Makati ', '1234567890', `${'Street '.repeat(44)}`, 'a\nb\nc\nd\ne\nf\ng h i j k', 'Makati\u0000 City 1210'].map(normaliseAddress)).toEqual(
      Array(5).fill(null),
    );
  });

  it('needs a size the item has, and keeps none for an item without sizes', () => {
    expect(checkDelivery({ ...good, size: 'M' }, SIZES)).toEqual({
      ok: true,
      delivery: { recipient: 'Lia Cruz', address: '12 Mabini St., Brgy. Poblacion\nMakati City, Metro Manila 1210', phone: '09171234567', size: 'M' },
    });
    expect(checkDelivery({ ...good, size: 'XS' }, SIZES)).toEqual({ ok: false, fields: ['size'] });
    expect(checkDelivery(good, SIZES)).toEqual({ ok: false, fields: ['size'] });
    expect(checkDelivery({ ...good, size: 'M' }, [])).toMatchObject({ ok: true, delivery: { size: null } });
  });

  it('names every wrong field in form order', () => {
    expect(checkDelivery({ recipient: '', address: 'x', phone: '1', size: '' }, SIZES)).toEqual({
      ok: false,
      fields: ['recipient', 'address', 'phone', 'size'],
    });
    expect(checkDelivery({ ...good, phone: 'call me' }, [])).toEqual({ ok: false, fields: ['phone'] });
  });

  it('reads on one line for the operator', () => {
    const check = checkDelivery({ ...good, size: 'L' }, SIZES);
    expect(check.ok && deliveryLine(check.delivery)).toBe('Lia Cruz · 09171234567 · size L · 12 Mabini St., Brgy. Poblacion, Makati City, Metro Manila 1210');
  });
});
