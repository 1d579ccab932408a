import { RegisterForm, type RegisterFormProps } from './RegisterForm';

export type RegisterPageProps = Omit<RegisterFormProps, 'onDone' | 'onNavigate'>;

/**
 * The /register page's island (docs/product.md §2 routes /register and /register.html): the same form as
 * the register modal, with the settings the page's server read from the platform status.
 * Server HTML a player can type into at once; React takes over on the first interaction
 * (`client:interaction`, docs/decisions/0066-react-runtime.md), and a submit pressed before that is
 * held and sent once it has.
 */
export default function RegisterPage(props: RegisterPageProps) {
  return <RegisterForm {...props} />;
}
