/** The catalogue keys of the logged-in strip and its menu; the login form has LOGIN_KEYS. */
export const ACCOUNT_BAR_KEYS = {
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
  menu: 'accounts.menu.label',
  changePassword: 'accounts.menu.changePassword',
  agent: 'accounts.menu.agent',
  needRealText: 'accounts.needReal.text',
  // The member centre's pages the menu lists (docs/product.md "Logged-in strip"), named as in the centre's menu.
  centreAccount: 'member.menu.account',
  centreBets: 'member.menu.bets',
  centreDeposit: 'member.menu.deposit',
  centreWithdraw: 'member.menu.withdraw',
  centreTransactions: 'member.menu.transactions',
  centreMessages: 'member.menu.messages',
  unreadBadge: 'messages.badge',
  centreSaferGambling: 'member.menu.saferGambling',
} as const;

export type AccountBarStrings = Record<keyof typeof ACCOUNT_BAR_KEYS, string>;
