import type { Services } from '../http/context';
import { escapeHtml, fill, formatMoney, languageOf } from '../vendor-screen/page';
import { html } from '../vendor-screen/serve';
import { orderByToken, settleOrder, type OrderRow } from './orders';

/**
 * The reference platform's payment provider page for e-wallet deposits (docs/platform-api.md
 * "Deposits"): what a real e-wallet shows after the site sends the player there. Plain HTML
 * with two forms and no script, served like the vendor screens and forwarded by the site's proxy:
 *   GET  /lgw/pay/order?token=…&lang=…   the order with "Approve" and "Cancel"
 *   POST /lgw/pay/decide (form: token, decision=approve|cancel, lang)   pays or fails it once
 * The token is the order's own unguessable `pay_token`: holding the link is what a provider's
 * checkout session would be.
 */
export const PROVIDER_PREFIX = '/lgw/pay/';

const TEXTS = {
  EN: {
    htmlLang: 'en',
    locale: 'en-PH',
    title: '{channel} payment',
    merchant: 'Pay Lucky Gaming',
    reference: 'Reference',
    amount: 'Amount',
    fee: 'Fee',
    total: 'You pay',
    approve: 'Approve payment',
    cancel: 'Cancel payment',
    paid: 'Payment approved. Your deposit is credited.',
    failed: 'Payment cancelled. Nothing was charged.',
    expired: 'This payment request has expired. Nothing was charged.',
    unknown: 'This payment request does not exist.',
    back: 'Back to the deposit page',
  },
  TY: {
    htmlLang: 'fil',
    locale: 'fil-PH',
    title: 'Bayad sa {channel}',
    merchant: 'Magbayad sa Lucky Gaming',
    reference: 'Reference',
    amount: 'Halaga',
    fee: 'Bayarin',
    total: 'Babayaran mo',
    approve: 'Aprubahan ang bayad',
    cancel: 'Kanselahin ang bayad',
    paid: 'Naaprubahan ang bayad. Naidagdag na ang deposito mo.',
    failed: 'Kinansela ang bayad. Walang siningil.',
    expired: 'Nag-expire na ang kahilingang ito. Walang siningil.',
    unknown: 'Walang ganitong kahilingan sa pagbayad.',
    back: 'Bumalik sa pahina ng deposito',
  },
} as const;

type Texts = (typeof TEXTS)['EN'] | (typeof TEXTS)['TY'];

const backHref = (language: 'TY' | 'EN', reference: string | null) =>
  `${language === 'TY' ? '' : '/en'}/member/deposit${reference ? `?order=${encodeURIComponent(reference)}` : ''}`;

function page(texts: Texts, title: string, body: string): string {
  return `<!doctype html>
<html lang="${texts.htmlLang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="strict-origin">
<title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body>
</html>`;
}

function orderPage(order: OrderRow, texts: Texts, language: 'TY' | 'EN', message: string | null): string {
  const money = (minor: bigint) => escapeHtml(formatMoney(minor, texts.locale, 'PHP'));
  const amount = BigInt(order.amount_minor);
  const fee = BigInt(order.fee_minor);
  const status =
    message ?? (order.status === 'PAID' ? texts.paid : order.status === 'FAILED' ? texts.failed : order.status === 'EXPIRED' ? texts.expired : null);
  const form = (decision: 'approve' | 'cancel', label: string) =>
    `<form method="post" action="${PROVIDER_PREFIX}decide"><input type="hidden" name="token" value="${escapeHtml(order.pay_token)}"><input type="hidden" name="lang" value="${language}"><input type="hidden" name="decision" value="${decision}"><button type="submit">${escapeHtml(label)}</button></form>`;
  return page(
    texts,
    fill(texts.title, { channel: order.channel_name }),
    `<p>${escapeHtml(texts.merchant)}</p>
<dl><dt>${texts.reference}</dt><dd>${escapeHtml(order.reference)}</dd><dt>${texts.amount}</dt><dd>${money(amount)}</dd><dt>${texts.fee}</dt><dd>${money(fee)}</dd><dt>${texts.total}</dt><dd>${money(amount + fee)}</dd></dl>
${status ? `<p role="status">${escapeHtml(status)}</p>` : `${form('approve', texts.approve)}${form('cancel', texts.cancel)}`}
<p><a href="${backHref(language, order.reference)}">${escapeHtml(texts.back)}</a></p>`,
  );
}

/** Answers a provider-page request, or null when the path is not one of its own. */
export async function serveProvider(services: Services, request: Request, url: URL): Promise<Response | null> {
  const now = services.options.now();
  if (url.pathname === `${PROVIDER_PREFIX}order` && request.method === 'GET') {
    const language = languageOf(url.searchParams.get('lang'));
    const texts = TEXTS[language];
    const order = await orderByToken(services.db, url.searchParams.get('token') ?? '', now);
    if (!order) return html(404, page(texts, texts.unknown, `<p><a href="${backHref(language, null)}">${escapeHtml(texts.back)}</a></p>`));
    return html(200, orderPage(order, texts, language, null));
  }
  if (url.pathname === `${PROVIDER_PREFIX}decide` && request.method === 'POST') {
    const form = new URLSearchParams(await request.text());
    const language = languageOf(form.get('lang'));
    const texts = TEXTS[language];
    const order = await orderByToken(services.db, form.get('token') ?? '', now);
    if (order?.kind !== 'ewallet') return html(404, page(texts, texts.unknown, `<p><a href="${backHref(language, null)}">${escapeHtml(texts.back)}</a></p>`));
    const decision = form.get('decision') === 'approve' ? 'PAID' : 'FAILED';
    // A second press (or a replayed form) finds the order settled and moves nothing.
    const outcome = await settleOrder(services.db, order.reference, decision, now);
    const settled = outcome.ok ? outcome.order : ((await orderByToken(services.db, order.pay_token, now)) ?? order);
    return html(outcome.ok ? 200 : 409, orderPage(settled, texts, language, null));
  }
  return null;
}
