import { stringForKey } from '../shared/strings';

/** Keys of the modals this folder owns: change password, after login, need a real account. */
export const ACCOUNT_MODAL_KEYS = {
  close: 'account.close',
  required: 'login.required',
  networkError: 'error.network',
  submitting: 'login.submitting',
  ok: 'accounts.ok',
  loginTitle: 'login.title',
  changePasswordTitle: 'accounts.changePassword.title',
  changePasswordForced: 'accounts.changePassword.forced',
  oldPassword: 'accounts.changePassword.old',
  newPassword: 'accounts.changePassword.new',
  confirmNewPassword: 'accounts.changePassword.confirm',
  passwordRule: 'accounts.password.rule',
  passwordHint: 'accounts.password.hint',
  sameAsOld: 'accounts.password.sameAsOld',
  mismatch: 'accounts.password.mismatch',
  changePasswordSubmit: 'accounts.changePassword.submit',
  loginAgain: 'accounts.changePassword.loginAgain',
  welcomeTitle: 'accounts.welcome.title',
  welcomeBack: 'accounts.welcome.greeting',
  welcomeLevel: 'accounts.welcome.level',
  welcomeTrial: 'accounts.welcome.trial',
  welcomeStart: 'accounts.welcome.start',
  needRealTitle: 'accounts.needReal.title',
  needRealText: 'accounts.needReal.text',
  registerTitle: 'accounts.register.title',
  forgotTitle: 'accounts.forgot.title',
  loading: 'accounts.loading',
  loadFailed: 'accounts.loadFailed',
  retry: 'error.retry',
} as const;

export type AccountModalStrings = Record<keyof typeof ACCOUNT_MODAL_KEYS, string>;

export const modalString = (strings: AccountModalStrings, key: string): string => stringForKey(ACCOUNT_MODAL_KEYS, strings, key);
