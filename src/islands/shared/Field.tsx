import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './form.module.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  id: string;
  name: string;
  label: string;
  /** The message shown under the field; the input is marked invalid and described by it. */
  error?: string | undefined;
  /** A standing hint (e.g. "must match your bank account name"), read with the label. */
  hint?: string | undefined;
  /** Something placed beside the input on the same row (an SMS button, a picker). */
  aside?: ReactNode;
  /** The input element (React 19 passes `ref` to a function component as a prop). */
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * A labelled input with its error under it (docs/product.md §8 "Field errors appear under
 * each field"). Uncontrolled by default, so that what a player types before the island hydrates
 * is kept and forms read values with FormData; a form that follows what is typed (an amount
 * with chips and a live preview) passes `value` and `onChange`.
 */
export function Field({ id, name, label, error, hint, aside, className, ref, ...input }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const control = <input ref={ref} id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {aside ? (
        <div className={styles.row}>
          {control}
          {aside}
        </div>
      ) : (
        control
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Focuses the first invalid field of a form, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement, fields: readonly string[]): void {
  const first = fields[0];
  if (first) form.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
}

/** Empties the named fields of a form and leaves the others (a chosen account, a channel) as they are. */
export function clearFields(form: HTMLFormElement, names: readonly string[]): void {
  for (const name of names) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement) field.value = '';
  }
}
