import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JSDOM } from 'jsdom';
import Jackpot from './Jackpot.astro';
import { renderIntoDom } from './lobby-dom.test-support';
import { bindJackpot } from '../../lib/lobby/jackpot-dom';
import { jackpotValue } from '../../lib/lobby/jackpot';
import { formatMoney, type MinorUnits } from '../../contract/money';

const at = Date.UTC(2026, 10, 21, 12, 0, 1, 500);
let dom: JSDOM;
let stop: () => void = () => undefined;
const value = () => dom.window.document.querySelector('[data-jackpot-value]')!.getAttribute('data-jackpot-value');
const digits = () => [...dom.window.document.querySelectorAll('[data-digit]')].map((strip) => strip.getAttribute('data-digit')).join('');
const start = async () => {
  dom = await renderIntoDom(Jackpot, {});
  stop = bindJackpot(dom.window.document.querySelector('jackpot-counter')!, 'en');
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(at);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('Jackpot', () => {
  it('renders on the server the figure of the moment, as text, with each digit a strip set to its figure', async () => {
    await start();
    const shown = formatMoney(jackpotValue(at), 'en');
    expect(value()).toBe(shown);
    expect(dom.window.document.querySelector('section')!.textContent).toContain(shown);
    expect(dom.window.document.querySelector('section')!.getAttribute('aria-labelledby')).toBe('jackpot-label');
    expect(digits()).toBe(shown.replace(/\D/g, ''));
    expect(dom.window.document.querySelector('[aria-live]')).toBeNull();
  });

  it('grows by 165.11 at each 3000 ms step, text, attribute and strips together', async () => {
    await start();
    const first = jackpotValue(at);
    vi.advanceTimersByTime(1_500);
    const next = formatMoney((first + 16_511) as MinorUnits, 'en');
    expect(value()).toBe(next);
    expect(dom.window.document.querySelector('[data-jackpot-text]')!.textContent).toBe(next);
    expect(digits()).toBe(next.replace(/\D/g, ''));
    expect(dom.window.document.querySelector('[data-jackpot-sizer]')!.textContent).toBe(next);
    vi.advanceTimersByTime(3_000);
    expect(value()).toBe(formatMoney((first + 2 * 16_511) as MinorUnits, 'en'));
  });

  it('steps without Intl: each figure is drawn from the one shown, as Intl would write it', async () => {
    await start();
    // `format` is a getter on Intl.NumberFormat's prototype (it returns a bound function); its
    // types call it a method, which spyOn's accessor form does not take.
    const format = vi.spyOn(Intl.NumberFormat.prototype as unknown as Record<'format', unknown>, 'format', 'get');
    vi.advanceTimersByTime(1_500 + 3_000);
    expect(format).not.toHaveBeenCalled();
    format.mockRestore();
    expect(value()).toBe(formatMoney((jackpotValue(at) + 2 * 16_511) as MinorUnits, 'en'));
  });

  it("sizes the figure by a hidden copy parsed before the roller's cells, so a half-parsed roller cannot resize it", async () => {
    await start();
    const figure = dom.window.document.querySelector('[data-jackpot-value] > [aria-hidden="true"]')!;
    const [sizer, roller] = [...figure.children];
    expect(sizer!.matches('[data-jackpot-sizer]')).toBe(true);
    expect(sizer!.textContent).toBe(formatMoney(jackpotValue(at), 'en'));
    expect(roller!.matches('[data-roller]')).toBe(true);
  });

  it('redraws the roller when the figure changes shape (a new leading digit after the weekly restart)', async () => {
    await start();
    const root = dom.window.document.querySelector('jackpot-counter')!;
    stop();
    // As if the server had drawn a shorter figure: the binding draws the whole roller again.
    root.querySelector('[data-jackpot-value]')!.setAttribute('data-jackpot-value', '1.00');
    root.querySelector('[data-jackpot-value]')!.setAttribute('data-jackpot-minor', '100');
    root.querySelector('[data-roller]')!.innerHTML = '<span data-roll="digit"><span data-strip data-digit="1"></span></span>';
    root.querySelector('[data-jackpot-sizer]')!.textContent = '1.00';
    stop = bindJackpot(root as HTMLElement, 'en');
    expect(digits()).toBe(formatMoney(jackpotValue(at), 'en').replace(/\D/g, ''));
    expect(root.querySelector('[data-jackpot-sizer]')!.textContent).toBe(formatMoney(jackpotValue(at), 'en'));
  });
});
