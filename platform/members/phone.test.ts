import { describe, expect, it } from 'vitest';
import { parsePhone } from './phone';

describe('parsePhone', () => {
  it('reads Philippine numbers in their usual spellings, +63 by default', () => {
    for (const [mobile, code] of [
      ['9171234567', '63'],
      ['09171234567', '+63'],
      ['0917 123 4567', undefined],
      ['0917-123-4567', ''],
    ]) {
      expect(parsePhone(mobile, code), `${mobile} ${code}`).toEqual({ ok: true, phone: { country: '63', national: '9171234567', e164: '+639171234567' } });
    }
  });

  it('reads other countries by the general rule', () => {
    expect(parsePhone('912345678', '+84')).toEqual({ ok: true, phone: { country: '84', national: '912345678', e164: '+84912345678' } });
  });

  it('names the wrong field', () => {
    expect(parsePhone('8171234567', '63')).toEqual({ ok: false, field: 'mobileNum' });
    expect(parsePhone('', '63')).toEqual({ ok: false, field: 'mobileNum' });
    expect(parsePhone(undefined, undefined)).toEqual({ ok: false, field: 'mobileNum' });
    for (const code of ['abc', '+0', '12345', '+']) expect(parsePhone('9171234567', code), code).toEqual({ ok: false, field: 'countryDialingCode' });
  });
});
