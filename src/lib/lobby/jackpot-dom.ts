import { formatMoney } from '../../contract/money';
import { jackpotValue, msUntilNextStep, refigure, rollerParts, type RollerPart } from './jackpot';

const DIGITS = '0123456789';

/** One roller position as the server draws it (src/components/lobby/Jackpot.astro): the same markup here and there. */
export function rollerHtml(parts: readonly RollerPart[]): string {
  return parts
    .map((part) =>
      part.kind === 'digit'
        ? `<span data-roll="digit"><span data-strip data-digit="${part.digit}">${[...DIGITS].map((digit) => `<span>${digit}</span>`).join('')}</span></span>`
        : `<span data-roll="symbol">${part.text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)}</span>`,
    )
    .join('');
}

/** The shape of a roller (which positions are digits, which symbols): while it holds, only the strips move. */
const shape = (parts: readonly RollerPart[]): string => parts.map((part) => (part.kind === 'digit' ? 'd' : part.text)).join('');

/**
 * Keeps a server-rendered jackpot counter (`[data-jackpot-value]` holding the figure as text and
 * in its attribute, `data-jackpot-minor` its amount, `[data-roller]` the sliding digits,
 * `[data-jackpot-sizer]` the hidden copy that sizes them) on the figure of the clock
 * (src/lib/lobby/jackpot.ts), stepping at each 3 s boundary. While the figure keeps its shape
 * each strip only changes its `data-digit` (CSS slides it); a new leading digit redraws the roller.
 * Each figure is drawn from the one shown (`refigure`); Intl is used only when the digits'
 * count changes, about once in ten hours.
 * A few lines instead of a React island (issue 18 item 2). Returns a function that stops it.
 */
export function bindJackpot(root: HTMLElement, localeTag: string, currency: string | null = null): () => void {
  const value = root.querySelector<HTMLElement>('[data-jackpot-value]');
  const text = root.querySelector<HTMLElement>('[data-jackpot-text]');
  const roller = root.querySelector<HTMLElement>('[data-roller]');
  const sizer = root.querySelector<HTMLElement>('[data-jackpot-sizer]');
  if (!value || !text || !roller || !sizer) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = () => {
    const minor = jackpotValue(Date.now());
    const shownMinor = Number(value.dataset.jackpotMinor);
    if (shownMinor !== minor) {
      const formatted = refigure(value.dataset.jackpotValue ?? '', shownMinor, minor) ?? formatMoney(minor, localeTag, currency);
      const parts = rollerParts(formatted);
      const strips = roller.querySelectorAll<HTMLElement>('[data-strip]');
      if (shape(rollerParts(value.dataset.jackpotValue ?? '')) === shape(parts)) {
        let position = 0;
        for (const part of parts) if (part.kind === 'digit') strips[position++]?.setAttribute('data-digit', String(part.digit));
      } else {
        roller.innerHTML = rollerHtml(parts);
      }
      value.dataset.jackpotValue = formatted;
      value.dataset.jackpotMinor = String(minor);
      text.textContent = formatted;
      sizer.textContent = formatted;
    }
    timer = setTimeout(show, msUntilNextStep(Date.now()));
  };
  show();
  root.setAttribute('data-ready', '');
  return () => clearTimeout(timer);
}
