import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import type { FormField, RegisterField } from '../../lib/account/register/fields';
import { fieldHint } from '../../lib/account/register/validate';
import { Captcha } from '../shared/Captcha';
import { Field } from '../shared/Field';
import { MobileField } from '../shared/MobileField';
import styles from './Register.module.css';
import { messageText, type RegisterStrings } from './strings';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>;

/** How each input helps the player's keyboard and password manager. */
const INPUTS: Partial<Record<RegisterField, InputProps>> = {
  username: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  payeeName: { autoComplete: 'name', autoCapitalize: 'characters', spellCheck: false },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false },
  qqNum: { inputMode: 'numeric', autoComplete: 'off' },
  recommenderId: { autoComplete: 'off', spellCheck: false },
  verificationCode: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 255 },
  affiliateCode: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false },
  paymentPassword: { type: 'password', inputMode: 'numeric', autoComplete: 'off' },
  whatsapp: { type: 'tel', inputMode: 'tel', autoComplete: 'off' },
  line: { autoComplete: 'off', spellCheck: false },
  facebook: { autoComplete: 'off', spellCheck: false },
  wechat: { autoComplete: 'off', spellCheck: false },
  idNumber: { autoComplete: 'off', spellCheck: false },
};

/** docs/product.md §5: the payee name is in capitals; typing lower case is turned into capitals at once. */
function toCapitals(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  input.setSelectionRange(selectionStart, selectionEnd);
}

interface Props {
  idPrefix: string;
  fields: readonly FormField[];
  strings: RegisterStrings;
  errors: Partial<Record<RegisterField, string>>;
  /** The SMS button, placed beside the code it sends (at 360 px the number has no room for it). */
  smsButton: ReactNode;
  captchaReload: number;
  onCaptchaUuid: (uuid: string) => void;
  /** A value to start a field with (the invitation code from the URL that failed its check). */
  initial: Partial<Record<RegisterField, string>>;
  /**
   * A field whose fate waits on the browser (the invitation code, until the URL and the tab's
   * stored codes are read): it keeps its place, unseen and disabled, so the form does not jump
   * under the player's pointer when it appears, and does not flash when it goes.
   */
  pending?: RegisterField | undefined;
}

/**
 * The inputs of the registration form, in the order `registerFields` gives. Uncontrolled (see
 * shared Field): what a player types before hydration, or before switching tabs, is kept.
 * Optional fields say so in their label; hints show until the field has an error.
 */
export function RegisterFields({ idPrefix, fields, strings, errors, smsButton, captchaReload, onCaptchaUuid, initial, pending }: Props) {
  const label = (field: FormField) => (field.required === false ? `${strings[field.name]} ${strings.optional}` : strings[field.name]);

  return (
    <>
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const error = errors[field.name];
        if (field.name === 'mobileNum') {
          return <MobileField key={field.name} id={id} strings={{ mobileNum: label(field), countryCode: strings.countryCode }} error={error} />;
        }
        if (field.name === 'captcha') {
          return (
            <Captcha
              key={field.name}
              id={id}
              strings={{ captcha: label(field), captchaImage: strings.captchaImage, captchaUnavailable: strings.captchaUnavailable }}
              error={error}
              reloadSignal={captchaReload}
              onUuid={onCaptchaUuid}
            />
          );
        }
        const hint = error ? undefined : fieldHint(field);
        const held = field.name === pending;
        return (
          <Field
            key={field.name}
            className={held ? styles.pending : undefined}
            disabled={held || undefined}
            id={id}
            name={field.name}
            label={label(field)}
            error={error}
            hint={hint ? messageText(strings, hint) : undefined}
            defaultValue={initial[field.name]}
            aside={field.name === 'verificationCode' ? smsButton : undefined}
            onInput={field.name === 'payeeName' ? toCapitals : undefined}
            aria-required={field.required === true ? true : undefined}
            {...INPUTS[field.name]}
          />
        );
      })}
    </>
  );
}
