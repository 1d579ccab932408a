import { describe, expect, it } from 'vitest';
import type { PointsConfig, PointsItem } from '../../contract/calls/points';
import { asMinorUnits } from '../../contract/money';
import { itemCards, previewConversion, readMallForm } from './mall';

const config: PointsConfig = {
  currency: 'PHP',
  stakePerPoint: asMinorUnits(1_000),
  cashPerPoint: asMinorUnits(10),
  minConvertPoints: 100,
  convertTurnoverMultiple: 1,
  expires: false,
};
const item = (id: number, stock: number): PointsItem => ({
  id,
  name: `Item ${id}`,
  description: '',
  price: 300,
  stock,
  picture: '/points/mug.svg',
  minVipRank: null,
  minVipName: null,
  limitPerMember: null,
  kind: 'physical',
  sizes: [],
});
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const KEY = 'mall-0123456789abcdef';

describe('the points mall view', () => {
  it("shows a member the platform's reason per item and a guest only what is out of stock", () => {
    const items = [item(1, 5), item(2, 0), item(3, 5)];
    expect(itemCards(items, null).map((card) => card.reason)).toEqual([null, 'outOfStock', null]);
    const balance = {
      balance: 10,
      earned: 10,
      spent: 0,
      availability: [
        { id: 1, reason: 'tooFewPoints' as const },
        { id: 2, reason: 'outOfStock' as const },
        { id: 3, reason: null },
      ],
    };
    expect(itemCards(items, balance).map((card) => card.reason)).toEqual(['tooFewPoints', 'outOfStock', null]);
  });

  it('previews a conversion at the stated rate with its turnover, and refuses what the platform would', () => {
    expect(previewConversion(config, ' 250 ', 400)).toEqual({ ok: true, points: 250, cash: 2_500, turnover: 2_500, pointsAfter: 150 });
    expect(previewConversion(config, '99', 400)).toEqual({ ok: false, problem: 'belowMin' });
    expect(previewConversion(config, '401', 400)).toEqual({ ok: false, problem: 'aboveBalance' });
    expect(previewConversion(config, '1.5', 400)).toEqual({ ok: false, problem: 'notWhole' });
    expect(previewConversion(config, '', 400)).toEqual({ ok: false, problem: 'notWhole' });
  });

  it('reads a redeem or convert form, refusing a password that is not six digits under its field', () => {
    expect(readMallForm(form({ action: 'redeem', itemId: '3', paymentPassword: '135790', idempotencyKey: KEY }))).toEqual({
      ok: true,
      request: { action: 'redeem', itemId: 3, paymentPassword: '135790', idempotencyKey: KEY },
    });
    expect(readMallForm(form({ action: 'convert', points: '200', paymentPassword: '135790', idempotencyKey: KEY }))).toMatchObject({
      ok: true,
      request: { action: 'convert', points: 200 },
    });
    expect(readMallForm(form({ action: 'convert', points: '200', paymentPassword: '12', idempotencyKey: KEY }))).toEqual({
      ok: false,
      errors: [{ field: 'paymentPassword', key: 'mall.error.password' }],
    });
    expect(readMallForm(form({ action: 'convert', points: '-1', paymentPassword: '135790', idempotencyKey: KEY }))).toMatchObject({
      errors: [{ field: 'points' }],
    });
    expect(readMallForm(form({ action: 'redeem', itemId: '3', paymentPassword: '135790', idempotencyKey: 'short' }))).toMatchObject({
      errors: [{ field: 'form' }],
    });
  });

  const home = { delivery: '1', recipient: 'Lia Cruz', address: '12 Mabini St, Makati City 1210', phone: '0917 123 4567' };

  it("reads a physical item's delivery details, naming every wrong one under its field with the password's", () => {
    const sized = { ...home, sizes: 'S,M,L' };
    expect(readMallForm(form({ action: 'redeem', itemId: '3', paymentPassword: '135790', idempotencyKey: KEY, ...sized, size: 'M' }))).toEqual({
      ok: true,
      request: {
        action: 'redeem',
        itemId: 3,
        paymentPassword: '135790',
        idempotencyKey: KEY,
        delivery: { recipient: 'Lia Cruz', address: '12 Mabini St, Makati City 1210', phone: '0917 123 4567', size: 'M' },
      },
    });
    expect(
      readMallForm(form({ action: 'redeem', itemId: '3', paymentPassword: '', idempotencyKey: KEY, ...sized, recipient: '', phone: '12', size: '' })),
    ).toEqual({
      ok: false,
      errors: [
        { field: 'recipient', key: 'mall.delivery.error.recipient' },
        { field: 'phone', key: 'mall.delivery.error.phone' },
        { field: 'size', key: 'mall.delivery.error.size' },
        { field: 'paymentPassword', key: 'mall.error.password' },
      ],
    });
    // An item without sizes asks for none.
    expect(readMallForm(form({ action: 'redeem', itemId: '2', paymentPassword: '135790', idempotencyKey: KEY, ...home, sizes: '' }))).toMatchObject({
      ok: true,
      request: { delivery: { size: null } },
    });
  });

  it('reads a change of delivery details, which needs no idempotency key', () => {
    expect(readMallForm(form({ action: 'delivery', redemptionId: '41', paymentPassword: '135790', ...home, sizes: '' }))).toEqual({
      ok: true,
      request: { action: 'delivery', redemptionId: 41, paymentPassword: '135790', delivery: { ...home, delivery: undefined, size: null } },
    });
    expect(readMallForm(form({ action: 'delivery', redemptionId: '41', paymentPassword: '135790', ...home, address: 'Makati' }))).toEqual({
      ok: false,
      errors: [{ field: 'address', key: 'mall.delivery.error.address' }],
    });
    expect(readMallForm(form({ action: 'delivery', redemptionId: '41', paymentPassword: '135790' }))).toMatchObject({ errors: [{ field: 'form' }] });
  });
});
