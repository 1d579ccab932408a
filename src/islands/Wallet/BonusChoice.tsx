import type { DepositBonusOffer } from '../../contract/calls/deposits';
import { formatMoney, type MinorUnits } from '../../contract/money';
import { bonusPreview, percentOf } from '../../lib/wallet/deposit';
import styles from '../shared/form.module.css';
import { fill } from '../shared/strings';
import type { DepositStrings } from './strings';
import panel from './Wallet.module.css';

interface BonusChoiceProps {
  offers: readonly DepositBonusOffer[];
  /** The chosen promotion's id, or null for none. */
  chosen: number | null;
  onChoose: (promotionId: number | null) => void;
  /** The amount typed so far, when it parses: the preview's base. */
  amount: MinorUnits | null;
  error: string | undefined;
  strings: DepositStrings;
  localeTag: string;
  currency: string;
  /** Where the promotions' full terms are (the promotions page in the page's language). */
  termsHref: string;
}

/**
 * The optional promotion of a deposit (issue 13 item 3; docs/product.md "Member centre (personal centre panel)"): "no
 * promotion" first and chosen by default, then each promotion the platform says the player may
 * join now, with its terms; once an amount is typed, the bonus and turnover it would bring.
 */
export function BonusChoice({ offers, chosen, onChoose, amount, error, strings, localeTag, currency, termsHref }: BonusChoiceProps) {
  const money = (minor: MinorUnits) => formatMoney(minor, localeTag, currency);
  const offer = offers.find((candidate) => candidate.promotionId === chosen);
  const preview = offer && amount !== null && amount >= offer.minDeposit ? bonusPreview(offer, amount) : null;
  return (
    <fieldset className={panel.channels} aria-describedby={error ? 'deposit-promotion-error' : undefined} data-testid="deposit-promotions">
      <legend>{strings.promotion}</legend>
      <label className={panel.option}>
        <input type="radio" name="promotion" value="" checked={chosen === null} onChange={() => onChoose(null)} />
        <span>
          <strong>{strings.noPromotion}</strong>
        </span>
      </label>
      {offers.map((option) => (
        <label key={option.promotionId} className={panel.option}>
          <input
            type="radio"
            name="promotion"
            value={option.promotionId}
            checked={chosen === option.promotionId}
            onChange={() => onChoose(option.promotionId)}
          />
          <span>
            <strong>{option.title}</strong>
            <small>
              {fill(strings.offerTerms, {
                percent: percentOf(option.percentBps, localeTag),
                max: money(option.maxBonus),
                min: money(option.minDeposit),
                multiple: option.turnoverMultiple,
              })}
              {option.firstDepositOnly ? ` · ${strings.offerOnce}` : option.period === 'day' ? ` · ${strings.offerDaily}` : ''}
            </small>
          </span>
        </label>
      ))}
      {preview && (
        <p className={styles.hint} data-testid="bonus-preview">
          {fill(strings.bonusPreview, { bonus: money(preview.bonus), turnover: money(preview.turnover) })}
        </p>
      )}
      <p className={styles.hint}>
        <a href={termsHref}>{strings.promotionsLink}</a>
      </p>
      {error && (
        <p id="deposit-promotion-error" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
