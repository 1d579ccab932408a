/**
 * The withdrawal domain's platform messages (envelope `message`), in English and Filipino like
 * platform/i18n.ts; kept here so the domain's texts live with it. Other languages get English
 * (platform/i18n.ts's rule); the site shows its own text for each code and field where it has one.
 */
const EN = {
  paymentPasswordRule: 'The payment password must be exactly 6 digits.',
  paymentPasswordMismatch: 'The two payment passwords do not match.',
  paymentPasswordSame: 'The new payment password must differ from the old one.',
  loginPasswordRequired: 'Please enter your login password.',
  loginPasswordWrong: 'The login password is incorrect.',
  oldPaymentPasswordRequired: 'Please enter your old payment password or an SMS code.',
  oldPaymentPasswordWrong: 'The old payment password is incorrect.',
  smsCodeWrong: 'The SMS code is incorrect or has expired.',
  noMobile: 'There is no mobile number on this account.',
  tooManyTries: 'Too many attempts. Please wait 15 minutes and try again.',
  smsText: 'Your code to change the payment password is {code}. It expires in {minutes} minutes.',
  paymentPasswordNotSet: 'Please set a payment password first.',
  paymentPasswordWrong: 'The payment password is incorrect. {attemptsLeft} attempts left.',
  paymentPasswordLocked: 'Too many wrong payment passwords. Try again after {time}.',
  bankUnknown: 'Please choose a bank or e-wallet.',
  accountNumberRule: 'The account number must be 10-16 digits (an e-wallet: the 11-digit mobile number 09XXXXXXXXX).',
  accountTaken: 'This account is already on your list.',
  holderNameCapitals: "The account holder's name must be in capital letters (A-Z, spaces, . ' -).",
  holderNameMismatch: "The account holder's name must be your registered name: {name}.",
  accountLimit: 'You can keep at most {max} withdrawal accounts. Remove one first.',
  accountNotFound: 'This withdrawal account does not exist or has been removed.',
  amountRule: 'Please enter an amount greater than 0 with at most 2 decimals.',
  amountBelowMin: 'The minimum withdrawal is {min}.',
  amountAboveMax: 'The maximum withdrawal is {max}.',
  amountAboveWithdrawable: 'You can withdraw at most {max} now.',
  dailyCountReached: 'You have reached your {count} withdrawals for today.',
  dailyAmountReached: 'Today you can withdraw at most {left} more.',
  needRealAccount: 'Please register a real account to use this service.',
  noUpline: 'Transfer to upline is not available for this account.',
  insufficientFunds: 'Your balance is too low for this amount.',
};
type Key = keyof typeof EN;

const TY: Record<Key, string> = {
  paymentPasswordRule: 'Ang payment password ay dapat eksaktong 6 na numero.',
  paymentPasswordMismatch: 'Hindi magkatugma ang dalawang payment password.',
  paymentPasswordSame: 'Ang bagong payment password ay dapat iba sa luma.',
  loginPasswordRequired: 'Pakilagay ang iyong login password.',
  loginPasswordWrong: 'Mali ang login password.',
  oldPaymentPasswordRequired: 'Pakilagay ang lumang payment password o isang SMS code.',
  oldPaymentPasswordWrong: 'Mali ang lumang payment password.',
  smsCodeWrong: 'Mali o expired na ang SMS code.',
  noMobile: 'Walang mobile number sa account na ito.',
  tooManyTries: 'Masyadong maraming pagsubok. Maghintay ng 15 minuto at subukan muli.',
  smsText: 'Ang code mo para palitan ang payment password ay {code}. Mag-e-expire ito sa loob ng {minutes} minuto.',
  paymentPasswordNotSet: 'Mag-set muna ng payment password.',
  paymentPasswordWrong: 'Mali ang payment password. {attemptsLeft} pagsubok na lang ang natitira.',
  paymentPasswordLocked: 'Masyadong maraming maling payment password. Subukan muli pagkatapos ng {time}.',
  bankUnknown: 'Pumili ng bangko o e-wallet.',
  accountNumberRule: 'Ang account number ay dapat 10-16 na numero (e-wallet: ang 11-digit na mobile number na 09XXXXXXXXX).',
  accountTaken: 'Nasa listahan mo na ang account na ito.',
  holderNameCapitals: "Ang pangalan ng may-ari ng account ay dapat naka-capital letters (A-Z, espasyo, . ' -).",
  holderNameMismatch: 'Ang pangalan ng may-ari ng account ay dapat ang iyong rehistradong pangalan: {name}.',
  accountLimit: 'Hanggang {max} withdrawal account lang ang puwede. Mag-alis muna ng isa.',
  accountNotFound: 'Wala na o naalis na ang withdrawal account na ito.',
  amountRule: 'Maglagay ng halagang higit sa 0 na may hanggang 2 decimal.',
  amountBelowMin: 'Ang pinakamababang withdrawal ay {min}.',
  amountAboveMax: 'Ang pinakamataas na withdrawal ay {max}.',
  amountAboveWithdrawable: 'Hanggang {max} lang ang puwede mong i-withdraw ngayon.',
  dailyCountReached: 'Naabot mo na ang {count} withdrawal para sa araw na ito.',
  dailyAmountReached: 'Ngayong araw, hanggang {left} pa lang ang puwede mong i-withdraw.',
  needRealAccount: 'Magrehistro ng totoong account para magamit ang serbisyong ito.',
  noUpline: 'Hindi available ang transfer sa upline para sa account na ito.',
  insufficientFunds: 'Kulang ang iyong balanse para sa halagang ito.',
};

export type WithdrawalMessage = Key;
export type WithdrawalText = (key: Key, params?: Record<string, string | number>) => string;

/** The domain's translator for a request's `Language` (TY or else English). */
export function withdrawalText(language: string): WithdrawalText {
  const table = language === 'TY' ? TY : EN;
  return (key, params = {}) => table[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
