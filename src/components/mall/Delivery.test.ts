import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Redemption } from '../../contract/calls/points';
import { getT } from '../../lib/i18n/i18n.server';
import { localeByCode } from '../../lib/i18n/locales';
import { catalogues, en } from '../../lib/i18n/catalogues';
import type { ItemCard } from '../../lib/mall/mall';
import type { MallMember } from '../../lib/mall/page-data.server';
import type { RequestSession } from '../../lib/session/request-session.server';
import ConfirmRedeem from './ConfirmRedeem.astro';
import DeliveryEdit from './DeliveryEdit.astro';
import History from './History.astro';

/**
 * A physical item's delivery details as /pointMall renders them (docs/decisions/0070): the
 * redemption step asks for them with a message under each wrong field (in the page's language),
 * keeps what was typed and sends the focus to the first wrong one; the history says where each
 * goes and offers the change only until it ships; the change step of a shipped one shows the
 * refusal and no form.
 */
let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

type Mall = typeof import('../../lib/i18n/catalogues/en/mall.json')['mall'];
const D_EN = (en as unknown as { mall: Mall }).mall.delivery;
const D_TH = (catalogues['th'] as unknown as { mall: Mall }).mall.delivery;

const guest = { signedIn: false, hint: null, member: () => Promise.resolve({ kind: 'guest' }) } as unknown as RequestSession;
const locals = (code: 'EN' | 'TH') => ({ t: getT(code), locale: localeByCode(code)!, status: null, clientIp: undefined, session: guest, route: null });

const tshirt: ItemCard = {
  id: 3,
  name: 'Brand T-shirt',
  description: '',
  price: 800,
  stock: 60,
  picture: '/points/tshirt.svg',
  minVipRank: null,
  minVipName: null,
  limitPerMember: null,
  kind: 'physical',
  sizes: ['S', 'M', 'L'],
  reason: null,
};

async function render(component: Parameters<AstroContainer['renderToString']>[0], props: Record<string, unknown>, code: 'EN' | 'TH' = 'EN') {
  const html = await container.renderToString(component, { props, locals: locals(code), request: new Request('http://localhost/en/pointMall') });
  return new JSDOM(html).window.document;
}

const described = (document: Document, id: string) =>
  (document.getElementById(id)?.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((ref) => document.getElementById(ref)?.textContent)
    .join(' | ');

describe('the delivery details of a physical item', () => {
  it('asks for them in the redemption step, each wrong one with its message under it, what was typed kept and the focus on the first wrong one', async () => {
    const errors: Record<string, string> = { phone: D_TH.error.phone, size: D_TH.error.size };
    const document = await render(
      ConfirmRedeem,
      {
        here: '/th/pointMall',
        item: tshirt,
        balance: 1000,
        pinSet: true,
        accountHref: '/th/member',
        idempotencyKey: 'mall-0123456789abcdef',
        errorFor: (field: string) => errors[field] ?? null,
        formError: null,
        delivery: { recipient: 'สมชาย ใจดี', address: '99 ถนนสุขุมวิท\nกรุงเทพฯ 10110', phone: '12', size: '' },
        count: String,
      },
      'TH',
    );
    const form = document.querySelector('form')!;
    expect([...form.querySelectorAll('input, textarea, select')].map((field) => field.getAttribute('name'))).toEqual([
      'action',
      'itemId',
      'idempotencyKey',
      'delivery',
      'sizes',
      'recipient',
      'address',
      'phone',
      'size',
      'paymentPassword',
    ]);
    expect((form.querySelector('[name="sizes"]') as HTMLInputElement).value).toBe('S,M,L');
    expect(form.querySelector('legend')?.textContent).toBe(D_TH.heading);
    expect((form.querySelector('[name="recipient"]') as HTMLInputElement).value).toBe('สมชาย ใจดี');
    expect(form.querySelector('[name="address"]')?.textContent).toBe('99 ถนนสุขุมวิท\nกรุงเทพฯ 10110');
    expect(form.querySelector('[name="recipient"]')?.getAttribute('aria-invalid')).toBeNull();
    expect(form.querySelector('[name="phone"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(described(document, 'redeem-delivery-phone')).toBe(`${D_TH.phone.hint} | ${D_TH.error.phone}`);
    expect(described(document, 'redeem-delivery-size')).toBe(D_TH.error.size);
    expect([...form.querySelectorAll('[autofocus]')].map((field) => field.id)).toEqual(['redeem-delivery-phone']);
    expect([...form.querySelectorAll('[name="size"] option')].map((option) => option.textContent)).toEqual([D_TH.size.choose, 'S', 'M', 'L']);
  });

  it('asks nothing more for a virtual item, and the password keeps the focus', async () => {
    const document = await render(ConfirmRedeem, {
      here: '/en/pointMall',
      item: { ...tshirt, kind: 'virtual', sizes: [] },
      balance: 1000,
      pinSet: true,
      accountHref: '/en/member',
      idempotencyKey: 'mall-0123456789abcdef',
      errorFor: () => null,
      formError: null,
      delivery: null,
      count: String,
    });
    expect(document.querySelector('[data-testid="mall-delivery-fields"]')).toBeNull();
    expect([...document.querySelectorAll('[autofocus]')].map((field) => field.id)).toEqual(['redeem-password']);
  });

  const row = (id: number, state: Redemption['state'], size: string | null): Redemption => ({
    id,
    itemId: 3,
    itemName: 'Brand T-shirt',
    points: 800,
    state,
    code: `PM-AAAAAAAAA${id}`,
    deliveryCode: null,
    reason: null,
    at: '2026-11-20T10:00:00.000Z',
    delivery: { recipient: 'Lia Cruz', address: '12 Mabini St\nMakati City 1210', phone: '09171234567', size },
  });

  it('says in the history where each goes, and offers the change only until it ships', async () => {
    const member = {
      redemptions: { redemptions: [row(2, 'processing', 'M'), row(1, 'delivered', null)], pageNo: 1, totalPages: 1, totalRows: 2 },
      entries: { entries: [], pageNo: 1, totalPages: 1, totalRows: 0 },
    } as unknown as MallMember;
    const document = await render(History, {
      member,
      points: String,
      count: String,
      moment: String,
      redemptionsHref: (page: number) => `/en/pointMall?redemptions=${page}#history`,
      entriesHref: (page: number) => `/en/pointMall?entries=${page}#entries`,
      editHref: (id: number) => `/en/pointMall?delivery=${id}`,
    });
    const rows = [...document.querySelectorAll('[data-testid="mall-redemption"]')];
    expect(rows.map((one) => one.querySelector('[data-testid="mall-ship-to"]')?.textContent)).toEqual([
      'Ship to: Lia Cruz, 09171234567, size M, 12 Mabini St, Makati City 1210',
      'Ship to: Lia Cruz, 09171234567, 12 Mabini St, Makati City 1210',
    ]);
    const change = rows[0]!.querySelector('a[data-testid="mall-delivery-change"]')!;
    expect(change.getAttribute('href')).toBe('/en/pointMall?delivery=2');
    expect(change.getAttribute('aria-label')).toBe(D_EN.editItem.replace('{{code}}', 'PM-AAAAAAAAA2'));
    expect(rows[1]!.querySelector('[data-testid="mall-delivery-change"]')).toBeNull();
  });

  it('fills the change step with the saved details; once shipped, shows only the refusal', async () => {
    const props = {
      here: '/en/pointMall',
      sizes: ['S', 'M', 'L'],
      typed: null,
      errorFor: () => null,
      pinSet: true,
      accountHref: '/en/member',
      cancelHref: '/en/pointMall#history',
    };
    const open = await render(DeliveryEdit, { ...props, redemption: row(2, 'processing', 'M'), formError: null });
    expect((open.querySelector('[name="recipient"]') as HTMLInputElement).value).toBe('Lia Cruz');
    expect((open.querySelector('[name="size"] option[selected]') as HTMLOptionElement).value).toBe('M');
    expect((open.querySelector('[name="redemptionId"]') as HTMLInputElement).value).toBe('2');
    const shipped = await render(DeliveryEdit, { ...props, redemption: row(2, 'delivered', 'M'), formError: 'This item has been shipped.' });
    expect(shipped.querySelector('form')).toBeNull();
    expect(shipped.querySelector('[role="alert"]')?.textContent).toBe('This item has been shipped.');
  });
});
