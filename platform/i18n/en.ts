/**
 * English: the reference language. Its keys are every message and field label the platform has;
 * the other languages' tables are typed against them, so a missing key is a type error.
 */
export const messages = {
  badRequest: 'The request is invalid.',
  unsafeText: 'The field "{name}" contains a character that is not allowed (a NUL character or text that is not UTF-8).',
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
  nonMember: 'Non-member account unable to login',
  featureDisabled: 'This service is not available at the moment.',
  smsLoginUnavailable: 'Login by SMS code is not available. Please log in with your username.',
  // Form fields
  fieldRequired: 'Please fill in the {field}.',
  fieldLength: 'Please fill in your {field} with {min} - {max} characters',
  fieldLengthExact: 'Please fill in your {field} with {min} characters',
  fieldTooShort: 'Your {field} must have at least {min} characters.',
  fieldTooLong: 'Your {field} can have at most {max} characters.',
  fieldFormat: 'The {field} format is incorrect.',
  usernameRule: 'The username must be 2-15 letters and numbers and start with a letter.',
  passwordRule: 'The password must be 7-20 characters and contain both letters and numbers.',
  confirmPasswordMismatch: 'Confirmation password is not correct.',
  usernameTaken: 'This username is already taken. Please choose another one.',
  mobileTaken: 'This mobile number is already registered. Please log in or reset your password.',
  mobileInvalid: 'Please enter a valid mobile number',
  dialingCodeInvalid: 'Please choose a valid country code.',
  mobileUnknown: 'Mobile number does not exist',
  invalidInvitation: 'Invalid invitation code',
  // SMS codes
  verificationCodeRequired: 'Please enter the SMS verification code.',
  verificationCodeInvalid: 'The SMS code is incorrect or has expired. Please request a new one.',
  identityPhoneUnsupported: 'Phone verification through an identity provider is not available on the reference platform.',
  smsTooSoon: 'A code was just sent to this number. Please wait a minute before requesting another one.',
  smsTooManyForNumber: 'Too many codes were requested for this number. Please try again in an hour.',
  smsTooManyFromIp: 'Too many codes were requested from your network. Please try again in an hour.',
  smsBody: '{site}: your verification code is {code}. It is valid for {minutes} minute(s). Never share it with anyone.',
  // Passwords
  userEmailUnknown: 'Username/Email does not exist',
  resetTooMany: 'Too many password reset requests. Please try again in an hour.',
  emailNewPassword:
    'Hello {username},\n\nYour {site} password has been reset. Your new password is: {password}\n\n' +
    'Please log in and choose a password of your own in My account. If you did not ask for this, contact customer service at once.',
  oldPasswordWrong: 'The old password is incorrect.',
  newPasswordSame: 'The new password must be different from the old password.',
  changePasswordTooMany: 'Too many wrong old passwords. Please wait 15 minutes and try again.',
  needRealAccount: 'A real account is needed for this. Please register.',
  // Games
  gameNotFound: 'This game is not available. Please choose another one.',
  launchTicketInvalid: 'This game session has ended. Please close the game and open it again from the site.',
  stakeInvalid: 'Please choose one of the stakes offered.',
  insufficientFunds: 'Your balance is too low for this stake. Please choose a smaller stake or make a deposit.',
  // Idempotency keys of the calls that move money
  idempotencyKeyRequired: 'This request moves money and needs an idempotencyKey: a new one for each action, the same one when retrying it.',
  idempotencyKeyReused: 'This idempotencyKey was already used for another request. Please make a new key for a new action.',
  // Lottery
  drawClosed: 'Betting on this draw has closed. Your bet was not placed; please bet on the next draw.',
  picksInvalid: 'Please choose {count} numbers from {min} to {max}.',
  picksInvalidDistinct: 'Please choose {count} different numbers from {min} to {max}.',
  // Free play
  freePlayTooMany: 'Too many free-play accounts were started from your network. Please try again in an hour.',
  // Promotions
  promotionNotFound: 'This promotion does not exist or is no longer available.',
  raffleNotFound: 'This raffle does not exist.',
  raffleAlreadyClaimed: 'You have already claimed your prize in this raffle.',
  promotionEnded: 'This promotion has ended.',
  promotionNotStarted: 'This promotion has not started yet.',
  raffleNotEligible: 'Your account cannot take part in this raffle.',
  // Member centre: verifying the e-mail address and the mobile number
  emailInvalid: 'Please enter a valid e-mail address.',
  contactMissing: 'There is no {field} on your account yet. Please enter one.',
  codeTooSoon: 'A code was just sent. Please wait a minute before requesting another one.',
  codeTooMany: 'Too many codes were requested. Please try again in an hour.',
  contactCodeInvalid: 'The code is incorrect or has expired. Please check it or request a new one.',
  channelEmail: 'e-mail address',
  channelMobile: 'mobile number',
  contactCodeBody: '{site}: your code to verify this {channel} is {code}. It is valid for {minutes} minutes. Never share it with anyone.',
  // Wallets and deposits
  walletUnknown: 'Please choose one of your wallets.',
  walletSame: 'Please choose two different wallets.',
  walletNotMain: 'A transfer goes between the main wallet and a vendor wallet.',
  amountInvalid: 'Please enter an amount above zero with at most two decimals.',
  walletInsufficient: 'The amount is more than the balance of the wallet you transfer from.',
  depositChannelUnknown: 'Please choose a deposit method.',
  depositChannelClosed: 'This deposit method is closed at the moment. Please choose another one.',
  depositBelowMin: 'The minimum deposit for this method is {min}.',
  depositAboveMax: 'The maximum deposit for this method is {max}.',
  depositOrderNotFound: 'This deposit order does not exist.',
};

/** The labels `{field}` takes, by request field name. */
export const fieldLabels = {
  username: 'username',
  password: 'password',
  confirmPassword: 'confirmation password',
  newPassword: 'new password',
  confirmNewPassword: 'confirmation password',
  oldPassword: 'old password',
  payeeName: 'full name',
  email: 'e-mail address',
  qqNum: 'QQ number',
  mobileNum: 'mobile number',
  recommenderId: 'recommender ID',
  captcha: 'verification code',
  verificationCode: 'SMS code',
  affiliateCode: 'invitation code',
  paymentPassword: 'payment password',
  line: 'LINE ID',
  whatsapp: 'WhatsApp number',
  facebook: 'Facebook account',
  wechat: 'WeChat ID',
  idNumber: 'ID number',
  referralCode: 'referral code',
  domain: 'domain',
  countryDialingCode: 'country code',
};

export type MessageKey = keyof typeof messages;
export type FieldName = keyof typeof fieldLabels;
