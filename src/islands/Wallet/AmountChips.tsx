import type { ReactNode } from 'react';
import type { MinorUnits } from '../../contract/money';
import panel from './Wallet.module.css';

interface AmountChipsProps {
  legend: string;
  chips: readonly MinorUnits[];
  /** A chip's label: the amount in the page's money format. */
  money: (minor: MinorUnits) => string;
  onPick: (minor: MinorUnits) => void;
  /** More buttons after the chips ("All"). */
  children?: ReactNode;
}

/** The amount chips of the wallet and deposit forms: one press fills the amount field. */
export function AmountChips({ legend, chips, money, onPick, children }: AmountChipsProps) {
  return (
    <fieldset className={panel.chips}>
      <legend className={panel.chipsLegend}>{legend}</legend>
      {chips.map((chip) => (
        <button key={chip} type="button" className={panel.chip} onClick={() => onPick(chip)}>
          {money(chip)}
        </button>
      ))}
      {children}
    </fieldset>
  );
}
