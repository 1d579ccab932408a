/** The catalogue keys this island shows; the page passes their translations as props. */
export const ACCOUNT_BAR_KEYS = {
  loginTitle: 'login.title',
  username: 'login.username',
  password: 'login.password',
  captcha: 'login.captcha',
  captchaImage: 'login.captchaImage',
  captchaUnavailable: 'login.captchaUnavailable',
  submit: 'login.submit',
  submitting: 'login.submitting',
  required: 'login.required',
  accountLabel: 'account.label',
  balance: 'account.balance',
  showBalance: 'account.showBalance',
  hideBalance: 'account.hideBalance',
  refreshBalance: 'account.refreshBalance',
  updating: 'account.updating',
  logout: 'account.logout',
  loggingOut: 'account.loggingOut',
  confirmLogout: 'account.confirmLogout',
  confirm: 'account.confirm',
  cancel: 'account.cancel',
  close: 'account.close',
  networkError: 'error.network',
  retry: 'error.retry',
} as const;

export type AccountBarStrings = Record<keyof typeof ACCOUNT_BAR_KEYS, string>;

/** Maps a catalogue key (as returned by validators) to the string the island received. */
export const keyToString = (strings: AccountBarStrings, key: string): string => {
  const entry = Object.entries(ACCOUNT_BAR_KEYS).find(([, catalogueKey]) => catalogueKey === key);
  return entry ? strings[entry[0] as keyof AccountBarStrings] : key;
};
