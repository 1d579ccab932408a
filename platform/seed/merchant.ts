import { encryptStoredLink } from '../../src/contract/crypto';
import type { RegisterFieldSetting, WhitelabelNode } from '../../src/contract/calls/system';
import { ACCOUNT_RULES_KEY, DEFAULT_ACCOUNT_RULES } from '../settings/account-rules';

/**
 * The merchant's settings as first seeded. Domains use the reserved `.example` top-level
 * domain: an operator replaces them with their own in the settings table.
 */
const node = (modId: string, on: boolean, childrenNodes: WhitelabelNode[] | null = null): WhitelabelNode => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes,
});

/** Feature switches, grouped the way the operator's back office groups them. */
export const whitelabelTree = (): WhitelabelNode[] => [
  node('MEMBER3', true, [
    node('REGISTER3', true, [
      node('USERNAMEREG3', true),
      node('MOBILENUMREG3', true),
      node('DIRECTREG3', true),
      node('REGMOBVERF3', false),
      node('MOBILENUMPASSREG3', false),
    ]),
    node('LOGIN3', true, [node('MOBILEVERCODELOGIN3', true), node('FREEPLAY3', true)]),
    node('SECURITY3', true, [node('CHNGPASSVERIF3', true), node('PWDEXPFORCECHANGE3', true)]),
    // The member centre's panel (docs/product.md §2's visibility flag; docs/product.md "Member centre").
    node('MEMBERCENTER3', true),
  ]),
];

const field = (overrides: Partial<RegisterFieldSetting>): RegisterFieldSetting => ({
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId: null,
  minLength: null,
  maxLength: null,
  type: 'text',
  ...overrides,
});

/**
 * One rule per registration field of docs/product.md §3. `patternId` selects the site's reg_pattern_N
 * message (docs/platform-api.md lists the ids used here).
 */
export const registerSettings = (): Record<string, RegisterFieldSetting> => ({
  username: field({ enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]{1,14}$', patternId: 1, minLength: 2, maxLength: 15 }),
  password: field({
    enabled: true,
    required: true,
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7E]{7,20}$',
    patternId: 2,
    minLength: 7,
    maxLength: 20,
    type: 'password',
  }),
  confirmPassword: field({ enabled: true, required: true, minLength: 7, maxLength: 20, type: 'password' }),
  payeeName: field({ enabled: true, required: false, acceptedPattern: "^[A-Z][A-Z .'-]*[A-Z]$", patternId: 4, minLength: 2, maxLength: 50 }),
  email: field({ enabled: true, required: false, acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', patternId: 6, minLength: 5, maxLength: 64, type: 'email' }),
  qqNum: field({ acceptedPattern: '^[0-9]{5,12}$', patternId: 0, minLength: 5, maxLength: 12 }),
  mobileNum: field({ enabled: true, required: false, acceptedPattern: '^[0-9]{7,15}$', patternId: 7, minLength: 7, maxLength: 15, type: 'tel' }),
  recommenderId: field({ maxLength: 20 }),
  captcha: field({ enabled: true, required: true, acceptedPattern: '^[0-9]{4}$', patternId: 3, minLength: 4, maxLength: 4 }),
  verificationCode: field({ maxLength: 255 }),
  affiliateCode: field({ enabled: true, required: false, acceptedPattern: '^[A-Za-z0-9]{4,20}$', patternId: 0, minLength: 4, maxLength: 20 }),
  paymentPassword: field({ acceptedPattern: '^[0-9]{6}$', patternId: 5, minLength: 6, maxLength: 6, type: 'password' }),
  line: field({ maxLength: 50 }),
  whatsapp: field({ acceptedPattern: '^[0-9]{7,15}$', patternId: 7, minLength: 7, maxLength: 15, type: 'tel' }),
  facebook: field({ maxLength: 100 }),
  wechat: field({ maxLength: 50 }),
  idNumber: field({ maxLength: 30 }),
  referralCode: field({ enabled: true, required: false, maxLength: 20 }),
  domain: field({ maxLength: 100 }),
  countryDialingCode: field({ enabled: true, required: false, acceptedPattern: '^\\+?[0-9]{1,4}$', minLength: 1, maxLength: 5 }),
});

export const SITE_DOMAINS = ['www.lucky.example', 'play.lucky.example'] as const;

export const domainRoutes = () => [
  ...SITE_DOMAINS.map((domainName) => ({ resourceType: 'SITE', url: `https://${domainName}`, qrCodeUrl: null, domainName })),
  {
    resourceType: 'APP',
    url: `https://${SITE_DOMAINS[0]}/down`,
    qrCodeUrl: '/lgw/static/qr/app.svg',
    domainName: SITE_DOMAINS[0],
  },
];

/** Service links are stored encrypted (last 8 characters are the key), as the site expects. */
export const customerService = () => [
  {
    csType: 'LIVECHAT',
    csPosition: 'FLOAT',
    path: [
      { type: 3, path: encryptStoredLink(`https://chat.${SITE_DOMAINS[0].replace(/^www\./, '')}/livechat`) },
      { type: 1, path: encryptStoredLink('https://t.me/lucky_support_ph') },
    ],
  },
  {
    // Players above rank level 4 are served here instead of live chat (docs/product.md §4, §9).
    csType: 'VIP',
    csPosition: 'FLOAT',
    path: [{ type: 3, path: encryptStoredLink(`https://chat.${SITE_DOMAINS[0].replace(/^www\./, '')}/vip`) }],
  },
  {
    csType: 'TELEGRAM',
    csPosition: 'FOOTER',
    path: [{ type: 1, path: encryptStoredLink('https://t.me/lucky_support_ph') }],
  },
];

/** Contact channels for the forgot-password popup; the second Telegram link is read by position. */
export const resources = () => ({
  supportEmail: 'support@lucky.example',
  telegram: 'https://t.me/lucky_support_ph',
  telegram2: 'https://t.me/lucky_promos_ph',
  facebook: 'https://www.facebook.com/lucky.example',
});

/** Everything seeded into `settings`, by key. */
export const merchantSettings = (merchant: string): Record<string, unknown> => ({
  merchant: { code: merchant, name: 'Lucky', currency: 'PHP', country: 'PH' },
  whitelabel: whitelabelTree(),
  register: registerSettings(),
  customerService: customerService(),
  domainRoute: domainRoutes(),
  resources: resources(),
  mainDomain: SITE_DOMAINS[0],
  analytics: { gtagId: null },
  imageCDNs: [],
  launchGameCDNs: [],
  [ACCOUNT_RULES_KEY]: { ...DEFAULT_ACCOUNT_RULES },
});
