import type { ForgotMessage } from '../../lib/account/forgot/validate';

/**
 * The catalogue keys the forgot-password form shows; pages (and the modal host) pass their
 * translations as props with `pickStrings(t, FORGOT_KEYS)`. The form's own texts live under
 * "forgot" (src/lib/i18n/catalogues/<lang>/forgot.json); the network text is the site's one.
 */
export const FORGOT_KEYS = {
  /** The popup's title (the page has its own h1). */
  title: 'forgot.title',
  intro: 'forgot.intro',
  methods: 'forgot.methods',
  tabEmail: 'forgot.tabEmail',
  tabMobile: 'forgot.tabMobile',
  emailIntro: 'forgot.emailIntro',
  username: 'forgot.username',
  email: 'forgot.email',
  sendEmail: 'forgot.sendEmail',
  sendingEmail: 'forgot.sendingEmail',
  emailSent: 'forgot.emailSent',
  goToLogin: 'forgot.goToLogin',
  liveChat: 'forgot.liveChat',
  phoneIntro: 'forgot.phoneIntro',
  mobileNum: 'forgot.mobileNum',
  countryCode: 'forgot.countryCode',
  verificationCode: 'forgot.verificationCode',
  sendCode: 'forgot.sendCode',
  resendIn: 'forgot.resendIn',
  sending: 'forgot.sendingCode',
  smsFailedTitle: 'forgot.smsFailedTitle',
  ok: 'forgot.ok',
  close: 'forgot.close',
  newPassword: 'forgot.newPassword',
  confirmPassword: 'forgot.confirmPassword',
  passwordHint: 'forgot.passwordHint',
  resetSubmit: 'forgot.resetSubmit',
  resetting: 'forgot.resetting',
  required: 'forgot.errors.required',
  groupRequired: 'forgot.errors.groupRequired',
  mobileInvalid: 'forgot.errors.mobileInvalid',
  codeTooLong: 'forgot.errors.codeTooLong',
  passwordRule: 'forgot.errors.passwordRule',
  confirmMismatch: 'forgot.errors.confirmMismatch',
  channelsTitle: 'forgot.channels.title',
  channelsIntro: 'forgot.channels.intro',
  channelSite: 'forgot.channels.site',
  channelEmail: 'forgot.channels.email',
  channelTelegram: 'forgot.channels.telegram',
  channelFacebook: 'forgot.channels.facebook',
  newWindow: 'forgot.channels.newWindow',
  networkError: 'error.network',
} as const satisfies Record<string, string> & Record<ForgotMessage, string>;

export type ForgotStrings = Record<keyof typeof FORGOT_KEYS, string>;

/** Placeholders are filled in the island (pickStrings passes no values). */
export { fill } from '../shared/strings';
