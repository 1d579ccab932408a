import { useId, type ReactNode } from 'react';
import type { MinorUnits } from '../../contract/money';
import type { ChipOffer } from '../../lib/wallet/chips';
import panel from './Wallet.module.css';

interface AmountChipsProps {
  legend: string;
  /**
   * Plain amounts, or offers from src/lib/wallet/chips.ts: a chip above what the form can take
   * (what the deposit limit still allows, the source wallet's balance) is offered as unavailable.
   */
  chips: readonly (MinorUnits | ChipOffer)[];
  /** A chip's label: the amount in the page's money format. */
  money: (minor: MinorUnits) => string;
  onPick: (minor: MinorUnits) => void;
  /** Why some chips are unavailable (shown under them and describing each), when any is. */
  overLimitReason?: string | undefined;
  /** More buttons after the chips ("All"). */
  children?: ReactNode;
}

/**
 * The amount chips of the wallet and deposit forms: one press fills the amount field.
 *
 * A chip the form cannot take stays in its place, greyed, with `aria-disabled` rather than
 * `disabled` (issue 34 item 12): a disabled button leaves the tab order, so a keyboard or
 * screen-reader user would skip it without ever hearing why; `aria-disabled` keeps it reachable,
 * announced as unavailable with the reason as its description, and a press does nothing. Hiding it
 * would make the usual amounts vanish without a word. The reason is also written under the chips.
 */
export function AmountChips({ legend, chips, money, onPick, overLimitReason, children }: AmountChipsProps) {
  const reasonId = useId();
  const offers = chips.map((chip) => (typeof chip === 'number' ? { minor: chip, overLimit: false } : chip));
  const reason = overLimitReason && offers.some((offer) => offer.overLimit) ? overLimitReason : null;
  return (
    <fieldset className={panel.chips}>
      <legend className={panel.chipsLegend}>{legend}</legend>
      {offers.map(({ minor, overLimit }) => (
        <button
          key={minor}
          type="button"
          className={panel.chip}
          onClick={() => {
            if (!overLimit) onPick(minor);
          }}
          aria-disabled={overLimit || undefined}
          aria-describedby={overLimit && reason ? reasonId : undefined}
        >
          {money(minor)}
        </button>
      ))}
      {children}
      {reason && (
        <p id={reasonId} className={panel.chipsReason} data-testid="chips-over-limit">
          {reason}
        </p>
      )}
    </fieldset>
  );
}
