import { RegisterForm, type RegisterFormProps } from './RegisterForm';

export type RegisterPageProps = Omit<RegisterFormProps, 'onDone' | 'onNavigate'>;

/**
 * The /register page's island (docs/product.md §2 routes /register and /register.html): the same form as
 * the register modal, with the settings the page's server read from the platform status.
 * Hydrates at once (`client:load`): a player lands here to type, and the submit button stays
 * disabled until the island runs.
 */
export default function RegisterPage(props: RegisterPageProps) {
  return <RegisterForm {...props} />;
}
