import { useRef, useState } from 'react';
import { momentText } from '../../lib/time/moment';
import { contactIdValid, rewardClaim, type ContactType, type Reward, type RewardKind, type RewardList } from '../../contract/calls/rewards';
import { formatMoney, type MinorUnits } from '../../contract/money';
import { browserClient } from '../../lib/platform/browser-client';
import { refreshBalance } from '../../lib/stores/wallet';
import { missionPrizesWaiting } from '../../lib/missions/prizes';
import { $missionPrizesWaiting, $rewardsWaiting } from '../../lib/stores/messages';
import { ActionKey, refusalOf } from '../../lib/withdraw/money-action';
import { fill } from '../shared/strings';
import { Field } from '../shared/Field';
import form from '../shared/form.module.css';
import type { RewardsStrings } from './strings';
import styles from './Rewards.module.css';

export interface RewardsProps {
  strings: RewardsStrings;
  localeTag: string;
  initial: RewardList;
}

const KIND_LABEL: Record<RewardKind, keyof RewardsStrings> = {
  upgrade: 'kindUpgrade',
  birthday: 'kindBirthday',
  rebate: 'kindRebate',
  promotion: 'kindPromotion',
  mission: 'kindMission',
  referral: 'kindReferral',
};

/**
 * The reward centre (issue 15 item 1; docs/product.md §2 rewardCenter): rewards waiting, each with
 * its amount, turnover requirement and expiry, and the claimed history. Claim is a money action:
 * one idempotency key per reward, made when pressed and kept until an answer comes
 * (src/lib/withdraw/money-action.ts), so a double click or a retry claims once. The header
 * balance follows.
 */
export default function Rewards({ strings, localeTag, initial }: RewardsProps) {
  const [waiting, setWaiting] = useState(initial.waiting);
  const waitingNow = useRef(initial.waiting);
  const [claimed, setClaimed] = useState(initial.claimed);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const keys = useRef(new Map<number, ActionKey>());
  const pending = useRef(new Set<number>());
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // A reward that needs a contact (docs/product.md §5, issue 15 item 7): what was typed and the message under the field.
  const [contacts, setContacts] = useState<Record<number, { type: ContactType; id: string }>>({});
  const [contactErrors, setContactErrors] = useState<Record<number, string>>({});
  const contactOf = (reward: Reward) => contacts[reward.id] ?? { type: 'zalo' as ContactType, id: '' };
  const setContact = (reward: Reward, change: Partial<{ type: ContactType; id: string }>) =>
    setContacts((current) => ({ ...current, [reward.id]: { ...contactOf(reward), ...change } }));
  const contactError = (reward: Reward, message: string | null) =>
    setContactErrors((current) => {
      const next = { ...current };
      if (message) next[reward.id] = message;
      else delete next[reward.id];
      return next;
    });
  const money = (minor: MinorUnits) => formatMoney(minor, localeTag, initial.currency);
  // The brand's zone, labelled, on the server and in the browser alike (docs/decisions/0068-one-time-zone.md).
  const time = (iso: string) => momentText(iso, localeTag, { labelled: true });
  const name = (reward: Reward) => strings[KIND_LABEL[reward.kind]];

  const claim = async (reward: Reward) => {
    if (pending.current.has(reward.id)) return;
    const contact = reward.needsContact ? contactOf(reward) : null;
    if (contact && !contactIdValid(contact.id)) {
      contactError(reward, strings.contactInvalid);
      document.getElementById(`reward-${reward.id}-contact`)?.focus();
      return;
    }
    contactError(reward, null);
    pending.current.add(reward.id);
    setBusy(reward.id);
    const key = keys.current.get(reward.id) ?? new ActionKey();
    keys.current.set(reward.id, key);
    try {
      const done = await browserClient.call(rewardClaim, {
        id: reward.id,
        idempotencyKey: key.current(),
        ...(contact ? { contactType: contact.type, contactId: contact.id } : {}),
      });
      key.settle();
      // The ref holds the latest list, so two claims finishing together both count.
      waitingNow.current = waitingNow.current.filter((item) => item.id !== reward.id);
      setWaiting(waitingNow.current);
      $rewardsWaiting.set(waitingNow.current.length);
      $missionPrizesWaiting.set(missionPrizesWaiting(waitingNow.current));
      setClaimed((current) => [{ ...reward, claimedAt: done.claimedAt }, ...current]);
      setNotice({ text: fill(strings.claimed, { amount: money(done.amount), turnover: money(done.turnover) }), error: false });
      void refreshBalance();
    } catch (error) {
      key.settle(error);
      const refused = refusalOf(error);
      if (refused?.field === 'contactId') contactError(reward, refused.message);
      setNotice({ text: refused?.message ?? strings.networkError, error: true });
    } finally {
      pending.current.delete(reward.id);
      setBusy(null);
      requestAnimationFrame(() => noticeRef.current?.focus());
    }
  };

  const facts = (reward: Reward, last: { label: string; value: string }) => (
    <dl className={styles.facts}>
      <dt>{strings.amount}</dt>
      <dd data-testid="reward-amount">{money(reward.amount)}</dd>
      <dt>{strings.turnover}</dt>
      <dd>{money(reward.turnover)}</dd>
      <dt>{last.label}</dt>
      <dd data-testid="reward-time">{last.value}</dd>
    </dl>
  );

  return (
    <div className={styles.root} data-testid="rewards">
      <p
        ref={noticeRef}
        tabIndex={-1}
        role={notice?.error ? 'alert' : 'status'}
        className={notice?.error ? form.formError : undefined}
        data-testid="rewards-notice"
      >
        {notice?.text ?? ''}
      </p>
      <section className={styles.section} aria-labelledby="rewards-waiting">
        <h2 id="rewards-waiting">{strings.waitingTitle}</h2>
        {waiting.length === 0 ? (
          <p>{strings.noneWaiting}</p>
        ) : (
          <ul className={styles.cards} data-testid="rewards-waiting">
            {waiting.map((reward) => (
              <li key={reward.id} className={styles.card} data-testid="reward" data-kind={reward.kind}>
                <h3>{name(reward)}</h3>
                {facts(reward, { label: strings.expires, value: time(reward.expiresAt) })}
                {reward.needsContact && (
                  <fieldset className={styles.contact}>
                    <legend>{strings.contactLegend}</legend>
                    <div className={form.field}>
                      <label htmlFor={`reward-${reward.id}-contact-type`}>{strings.contactType}</label>
                      <select
                        id={`reward-${reward.id}-contact-type`}
                        value={contactOf(reward).type}
                        onChange={(event) => setContact(reward, { type: event.target.value as ContactType })}
                      >
                        <option value="zalo">{strings.contactZalo}</option>
                        <option value="whatsapp">{strings.contactWhatsapp}</option>
                      </select>
                    </div>
                    <Field
                      id={`reward-${reward.id}-contact`}
                      name="contactId"
                      label={strings.contactId}
                      hint={strings.contactHint}
                      error={contactErrors[reward.id]}
                      inputMode="tel"
                      autoComplete="tel"
                      value={contactOf(reward).id}
                      onChange={(event) => setContact(reward, { id: event.target.value })}
                    />
                  </fieldset>
                )}
                <button
                  type="button"
                  className={form.primary}
                  aria-label={fill(strings.claimLabel, { name: name(reward), amount: money(reward.amount) })}
                  disabled={busy === reward.id}
                  onClick={() => claim(reward)}
                >
                  {busy === reward.id ? strings.claiming : strings.claim}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="rewards-claimed">
        <h2 id="rewards-claimed">{strings.claimedTitle}</h2>
        {claimed.length === 0 ? (
          <p>{strings.noneClaimed}</p>
        ) : (
          <ul className={styles.cards} data-testid="rewards-claimed">
            {claimed.map((reward) => (
              <li key={reward.id} className={styles.card} data-kind={reward.kind}>
                <h3>{name(reward)}</h3>
                {facts(reward, { label: strings.claimedAt, value: time(reward.claimedAt ?? reward.availableAt) })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
