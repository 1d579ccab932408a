import type { ReactNode } from 'react';
import type { MinorUnits } from '../../contract/money';
import type { ChipOffer } from '../../lib/wallet/chips';
import panel from './Wallet.module.css';

interface AmountChipsProps {
  legend: string;
  /** Plain amounts, or offers from src/lib/wallet/chips.ts (a chip over the deposit limit is disabled). */
  chips: readonly (MinorUnits | ChipOffer)[];
  /** A chip's label: the amount in the page's money format. */
  money: (minor: MinorUnits) => string;
  onPick: (minor: MinorUnits) => void;
  /** Why some chips are disabled (shown under them and describing each), when any is. */
  overLimitReason?: string | undefined;
  /** More buttons after the chips ("All"). */
  children?: ReactNode;
}

/** The amount chips of the wallet and deposit forms: one press fills the amount field. */
export function AmountChips({ legend, chips, money, onPick, overLimitReason, children }: AmountChipsProps) {
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
          onClick={() => onPick(minor)}
          disabled={overLimit}
          aria-describedby={overLimit && reason ? 'chips-over-limit' : undefined}
        >
          {money(minor)}
        </button>
      ))}
      {children}
      {reason && (
        <p id="chips-over-limit" className={panel.chipsReason} data-testid="chips-over-limit">
          {reason}
        </p>
      )}
    </fieldset>
  );
}
