import { Field } from './Field';

interface PaymentPasswordFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
}

/**
 * The payment password a money form asks for (docs/platform-api.md "Withdrawals (reference
 * platform)": six digits): masked, a numeric keypad on phones, never offered for autofill
 * (it is not the login password).
 */
export function PaymentPasswordField({ id, label, error }: PaymentPasswordFieldProps) {
  return <Field id={id} name="paymentPassword" type="password" inputMode="numeric" maxLength={6} autoComplete="off" label={label} error={error} />;
}
