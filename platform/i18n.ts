/**
 * The platform's own messages (envelope `message`), in the request's `Language`. Only English
 * and Filipino (TY, the default language of the site) are written; others fall back to English.
 */
const messages = {
  EN: {
    badRequest: 'The request is invalid.',
    decryptFailed: 'The request could not be decrypted. Please refresh the page and try again.',
    unauthorized: 'Your session has ended. Please log in again.',
    notFound: 'Not found.',
    unsupported: 'This service is not available on the reference platform.',
    internal: 'Something went wrong. Please try again.',
    invalidCredentials: 'Incorrect username or password.',
    invalidCredentialsCaptcha: 'Incorrect username or password. Please also enter the verification code.',
    captchaRequired: 'Please enter the verification code shown in the image.',
    captchaInvalid: 'The verification code is incorrect or has expired. Please try a new one.',
    loginRateLimited: 'Too many failed login attempts. Please wait 15 minutes and try again.',
    tooManyRequests: 'Too many requests. Please wait a minute and try again.',
    nonAgent: 'Non-agents cannot log in',
    smsLoginUnavailable: 'Login by SMS code is not available yet. Please log in with your username.',
  },
  TY: {
    badRequest: 'Hindi wasto ang request.',
    decryptFailed: 'Hindi ma-decrypt ang request. Paki-refresh ang page at subukang muli.',
    unauthorized: 'Natapos na ang iyong session. Mag-login muli.',
    notFound: 'Hindi natagpuan.',
    unsupported: 'Hindi available ang serbisyong ito sa reference platform.',
    internal: 'May nangyaring mali. Pakisubukang muli.',
    invalidCredentials: 'Mali ang username o password.',
    invalidCredentialsCaptcha: 'Mali ang username o password. Ilagay din ang verification code.',
    captchaRequired: 'Pakilagay ang verification code na nasa larawan.',
    captchaInvalid: 'Mali o expired na ang verification code. Kumuha ng bago.',
    loginRateLimited: 'Masyadong maraming maling pag-login. Maghintay ng 15 minuto at subukang muli.',
    tooManyRequests: 'Masyadong maraming request. Maghintay ng isang minuto at subukang muli.',
    nonAgent: 'Hindi makakapag-login ang hindi ahente',
    smsLoginUnavailable: 'Hindi pa available ang pag-login gamit ang SMS code. Mag-login gamit ang username.',
  },
} as const satisfies Record<string, Record<string, string>>;

export type MessageKey = keyof (typeof messages)['EN'];
export type Translate = (key: MessageKey) => string;

/** A translator for a `Language` header value (TY, EN, …); unknown languages get English. */
export function translator(language: string | null | undefined): Translate {
  const code = (language ?? '').toUpperCase();
  const table: Record<MessageKey, string> = code === 'TY' ? messages.TY : messages.EN;
  return (key) => table[key];
}
