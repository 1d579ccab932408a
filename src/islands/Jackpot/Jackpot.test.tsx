// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import Jackpot from './Jackpot';
import { jackpotValue } from '../../lib/lobby/jackpot';
import { formatMoney, type MinorUnits } from '../../contract/money';

const at = Date.UTC(2026, 10, 21, 12, 0, 1, 500);
const value = () => document.querySelector('[data-jackpot-value]')!.getAttribute('data-jackpot-value');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(at);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Jackpot', () => {
  it('renders on the server the figure of the moment it rendered', () => {
    const html = renderToString(<Jackpot renderedAt={at} localeTag="en" strings={{ label: 'Jackpot' }} />);
    expect(html).toContain(formatMoney(jackpotValue(at), 'en'));
  });

  it('grows by 165.11 at each 3000 ms step, and reads as text', () => {
    render(<Jackpot renderedAt={at} localeTag="en" strings={{ label: 'Jackpot' }} />);
    const start = jackpotValue(at);
    expect(value()).toBe(formatMoney(start, 'en'));
    expect(screen.getByRole('region', { name: 'Jackpot' })).toHaveTextContent(formatMoney(start, 'en'));
    act(() => vi.advanceTimersByTime(1_500));
    expect(value()).toBe(formatMoney((start + 16_511) as MinorUnits, 'en'));
    act(() => vi.advanceTimersByTime(3_000));
    expect(value()).toBe(formatMoney((start + 2 * 16_511) as MinorUnits, 'en'));
  });

  it('is not a live region, and draws each digit as a strip set to its figure', () => {
    render(<Jackpot renderedAt={at} localeTag="en" strings={{ label: 'Jackpot' }} />);
    expect(document.querySelector('[aria-live]')).toBeNull();
    const digits = [...document.querySelectorAll('[data-digit]')].map((strip) => strip.getAttribute('data-digit')).join('');
    expect(digits).toBe(value()!.replace(/\D/g, ''));
  });
});
