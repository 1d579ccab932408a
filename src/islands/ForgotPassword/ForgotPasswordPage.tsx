import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';

export type ForgotPasswordPageProps = Omit<ForgotPasswordFormProps, 'onDone' | 'headingLevel'>;

/**
 * The /forget page's island (docs/product.md §2 route /forget): the same form as the popup, under the
 * page's h1, with the channels precomputed on the server. Hydrates at once (`client:load`):
 * it is the page's only purpose, and its buttons stay disabled until it runs.
 */
export default function ForgotPasswordPage(props: ForgotPasswordPageProps) {
  return <ForgotPasswordForm {...props} headingLevel={2} />;
}
