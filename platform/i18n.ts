/**
 * The platform's own messages (envelope `message`, SMS and e-mail texts), in the request's
 * `Language`. Only English and Filipino (TY, the default language of the site) are written;
 * others fall back to English. `{name}` placeholders are filled from the second argument of
 * the translator; `{field}` takes a field's label in the same language (see {@link FIELD_LABELS}).
 */
const messages = {
  EN: {
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
    // Messages and feedback (issue 15)
    messageNotFound: 'This message no longer exists.',
    feedbackCommentRequired: 'Please write your comment.',
    feedbackCommentTooLong: 'Your comment can have at most {max} characters.',
    feedbackTooManyImages: 'You can attach at most {max} images.',
    feedbackImageType: 'The image "{name}" is not a png or jpg picture.',
    feedbackImageTooLarge: 'The image "{name}" is larger than {max} MB.',
    feedbackImageEmpty: 'The image "{name}" is empty.',
    rewardNotFound: 'This reward does not exist.',
    rewardAlreadyClaimed: 'This reward has already been claimed.',
    rewardExpired: 'This reward has expired.',
  },
  TY: {
    badRequest: 'Hindi wasto ang request.',
    unsafeText: 'May character na hindi pinapayagan sa field na "{name}" (NUL character o text na hindi UTF-8).',
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
    nonMember: 'Hindi makakapag-login ang account na hindi miyembro',
    featureDisabled: 'Hindi available ang serbisyong ito sa ngayon.',
    smsLoginUnavailable: 'Hindi available ang pag-login gamit ang SMS code. Mag-login gamit ang username.',
    fieldRequired: 'Pakilagay ang {field}.',
    fieldLength: 'Ilagay ang iyong {field} na may {min} - {max} na character',
    fieldLengthExact: 'Ilagay ang iyong {field} na may {min} na character',
    fieldTooShort: 'Ang iyong {field} ay dapat may hindi bababa sa {min} na character.',
    fieldTooLong: 'Ang iyong {field} ay hanggang {max} na character lamang.',
    fieldFormat: 'Mali ang format ng {field}.',
    usernameRule: 'Ang username ay dapat 2-15 titik at numero at nagsisimula sa titik.',
    passwordRule: 'Ang password ay dapat 7-20 character at may kasamang titik at numero.',
    confirmPasswordMismatch: 'Hindi tugma ang kumpirmasyon ng password.',
    usernameTaken: 'May gumagamit na ng username na ito. Pumili ng iba.',
    mobileTaken: 'Nakarehistro na ang mobile number na ito. Mag-login o i-reset ang iyong password.',
    mobileInvalid: 'Maglagay ng wastong mobile number',
    dialingCodeInvalid: 'Pumili ng wastong country code.',
    mobileUnknown: 'Hindi umiiral ang mobile number',
    invalidInvitation: 'Hindi wasto ang invitation code',
    verificationCodeRequired: 'Pakilagay ang SMS verification code.',
    verificationCodeInvalid: 'Mali o expired na ang SMS code. Humiling ng bago.',
    identityPhoneUnsupported: 'Hindi available sa reference platform ang pag-verify ng telepono sa pamamagitan ng identity provider.',
    smsTooSoon: 'Kapapadala lang ng code sa numerong ito. Maghintay ng isang minuto bago humiling ulit.',
    smsTooManyForNumber: 'Masyadong maraming code ang hiniling para sa numerong ito. Subukang muli pagkalipas ng isang oras.',
    smsTooManyFromIp: 'Masyadong maraming code ang hiniling mula sa iyong network. Subukang muli pagkalipas ng isang oras.',
    smsBody: '{site}: ang iyong verification code ay {code}. Valid ito sa loob ng {minutes} minuto. Huwag itong ibahagi kaninuman.',
    userEmailUnknown: 'Hindi umiiral ang Username/Email',
    resetTooMany: 'Masyadong maraming request na i-reset ang password. Subukang muli pagkalipas ng isang oras.',
    emailNewPassword:
      'Kumusta {username},\n\nNa-reset ang iyong password sa {site}. Ang bago mong password ay: {password}\n\n' +
      'Mag-login at pumili ng sarili mong password sa My account. Kung hindi ikaw ang humiling nito, makipag-ugnayan agad sa customer service.',
    oldPasswordWrong: 'Mali ang lumang password.',
    newPasswordSame: 'Ang bagong password ay dapat iba sa lumang password.',
    changePasswordTooMany: 'Masyadong maraming maling lumang password. Maghintay ng 15 minuto at subukang muli.',
    needRealAccount: 'Kailangan ng totoong account para dito. Magparehistro.',
    gameNotFound: 'Hindi available ang larong ito. Pumili ng iba.',
    launchTicketInvalid: 'Natapos na ang session ng larong ito. Isara ang laro at buksan itong muli mula sa site.',
    stakeInvalid: 'Pumili ng isa sa mga taya na nakalista.',
    insufficientFunds: 'Kulang ang iyong balanse para sa tayang ito. Pumili ng mas maliit na taya o mag-deposit.',
    idempotencyKeyRequired: 'Naglilipat ng pera ang kahilingang ito at kailangan nito ng idempotencyKey: bago sa bawat aksyon, pareho kapag inuulit ito.',
    idempotencyKeyReused: 'Nagamit na ang idempotencyKey na ito sa ibang kahilingan. Gumawa ng bagong key para sa bagong aksyon.',
    drawClosed: 'Sarado na ang pagtaya sa bolang ito. Hindi naitala ang taya mo; tumaya sa susunod na bola.',
    picksInvalid: 'Pumili ng {count} numero mula {min} hanggang {max}.',
    picksInvalidDistinct: 'Pumili ng {count} magkakaibang numero mula {min} hanggang {max}.',
    freePlayTooMany: 'Masyadong maraming free-play account ang sinimulan mula sa iyong network. Subukang muli pagkalipas ng isang oras.',
    promotionNotFound: 'Wala ang promosyong ito o hindi na ito available.',
    raffleNotFound: 'Walang ganitong raffle.',
    raffleAlreadyClaimed: 'Nakuha mo na ang premyo mo sa raffle na ito.',
    promotionEnded: 'Tapos na ang promosyong ito.',
    promotionNotStarted: 'Hindi pa nagsisimula ang promosyong ito.',
    raffleNotEligible: 'Hindi puwedeng sumali ang account mo sa raffle na ito.',
    emailInvalid: 'Maglagay ng wastong e-mail address.',
    contactMissing: 'Wala pang {field} ang account mo. Maglagay ng isa.',
    codeTooSoon: 'Kapapadala lang ng code. Maghintay ng isang minuto bago humiling ulit.',
    codeTooMany: 'Masyadong maraming code ang hiniling. Subukang muli pagkalipas ng isang oras.',
    contactCodeInvalid: 'Mali o expired na ang code. Suriin ito o humiling ng bago.',
    channelEmail: 'e-mail address',
    channelMobile: 'mobile number',
    contactCodeBody: '{site}: ang code mo para i-verify ang {channel} na ito ay {code}. Valid ito sa loob ng {minutes} minuto. Huwag itong ibahagi kaninuman.',
    // Wallets and deposits
    walletUnknown: 'Pumili ng isa sa mga wallet mo.',
    walletSame: 'Pumili ng dalawang magkaibang wallet.',
    walletNotMain: 'Ang transfer ay sa pagitan ng main wallet at ng wallet ng isang vendor.',
    amountInvalid: 'Maglagay ng halagang higit sa zero na may hanggang dalawang decimal.',
    walletInsufficient: 'Mas malaki ang halaga kaysa sa balanse ng wallet na pinagmumulan ng transfer.',
    depositChannelUnknown: 'Pumili ng paraan ng deposito.',
    depositChannelClosed: 'Sarado ngayon ang paraang ito ng deposito. Pumili ng iba.',
    depositBelowMin: 'Ang pinakamababang deposito sa paraang ito ay {min}.',
    depositAboveMax: 'Ang pinakamataas na deposito sa paraang ito ay {max}.',
    depositOrderNotFound: 'Walang ganitong deposit order.',
    // Messages and feedback (issue 15)
    messageNotFound: 'Wala na ang mensaheng ito.',
    feedbackCommentRequired: 'Pakisulat ang iyong komento.',
    feedbackCommentTooLong: 'Hanggang {max} na karakter lang ang iyong komento.',
    feedbackTooManyImages: 'Hanggang {max} na larawan lang ang maaaring ilakip.',
    feedbackImageType: 'Ang larawang "{name}" ay hindi png o jpg.',
    feedbackImageTooLarge: 'Ang larawang "{name}" ay mas malaki sa {max} MB.',
    feedbackImageEmpty: 'Walang laman ang larawang "{name}".',
    rewardNotFound: 'Walang ganitong reward.',
    rewardAlreadyClaimed: 'Na-claim na ang reward na ito.',
    rewardExpired: 'Nag-expire na ang reward na ito.',
  },
} as const satisfies Record<string, Record<string, string>>;

/** The labels `{field}` takes, by request field name. */
export const FIELD_LABELS = {
  EN: {
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
  },
  TY: {
    username: 'username',
    password: 'password',
    confirmPassword: 'kumpirmasyon ng password',
    newPassword: 'bagong password',
    confirmNewPassword: 'kumpirmasyon ng password',
    oldPassword: 'lumang password',
    payeeName: 'buong pangalan',
    email: 'e-mail address',
    qqNum: 'QQ number',
    mobileNum: 'mobile number',
    recommenderId: 'ID ng nagrekomenda',
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
  },
} as const satisfies Record<keyof typeof messages, Record<string, string>>;

export type MessageKey = keyof (typeof messages)['EN'];
export type FieldName = keyof (typeof FIELD_LABELS)['EN'];
export type MessageParams = { field?: FieldName } & Record<string, string | number | undefined>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** A translator for a `Language` header value (TY, EN, …); unknown languages get English. */
export function translator(language: string | null | undefined): Translate {
  const code = (language ?? '').toUpperCase() === 'TY' ? 'TY' : 'EN';
  const table: Record<MessageKey, string> = messages[code];
  const labels: Record<FieldName, string> = FIELD_LABELS[code];
  return (key, params) => {
    const text = table[key];
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      if (name === 'field' && params.field) return labels[params.field];
      const value = params[name];
      return value === undefined ? whole : String(value);
    });
  };
}

/** Every message key, for the test that both languages fill every placeholder. */
export const MESSAGE_TABLES = messages;
