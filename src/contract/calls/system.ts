import { z } from 'zod/mini';
import { defineCall } from '../define';

/** A node of the whitelabel tree; `enabled: '1'` switches a feature on (see lib/platform/switches). */
export interface WhitelabelNode {
  modId: string;
  enabled: string;
  childrenNodes?: WhitelabelNode[] | null;
}
export const whitelabelNode: z.ZodMiniType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.string(),
    childrenNodes: z.nullish(z.array(whitelabelNode)),
  }),
);

/** One registration field's rule (docs/product.md §3, §5). `acceptedPattern: '*'` accepts anything. */
export const registerFieldSetting = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.nullable(z.int().check(z.gte(0), z.lte(23))),
  minLength: z.nullable(z.int()),
  maxLength: z.nullable(z.int()),
  type: z._default(z.string(), 'text'),
});
export type RegisterFieldSetting = z.output<typeof registerFieldSetting>;
export const registerSettingsValue = z.record(z.string(), registerFieldSetting);

export const customerServiceEntry = z.object({
  csType: z.string(),
  csPosition: z._default(z.nullable(z.string()), null),
  /** Encrypted stored links, one per type (type 3 opens in the 440 × 500 pop-up). */
  path: z.array(z.object({ type: z.int(), path: z.string() })),
});

export const domainRouteEntry = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z._default(z.nullable(z.string()), null),
  domainName: z.string(),
});

export const statusValue = z.object({
  maintenance: z.boolean(),
  /** ISO time the maintenance is expected to end, when known. */
  maintenanceEnd: z._default(z.nullable(z.string()), null),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string() }),
  info: z.object({
    customerService: z._default(z.array(customerServiceEntry), []),
    domainRoute: z._default(z.array(domainRouteEntry), []),
    resources: z._default(z.record(z.string(), z.string()), {}),
    whitelabel: z._default(z.array(whitelabelNode), []),
    register: z._default(registerSettingsValue, {}),
    mainDomain: z._default(z.nullable(z.string()), null),
    analytics: z._default(z.object({ gtagId: z.nullable(z.string()) }), { gtagId: null }),
    imageCDNs: z._default(z.array(z.string()), []),
    launchGameCDNs: z._default(z.array(z.string()), []),
  }),
});
export type SystemStatus = z.output<typeof statusValue>;

export const systemStatus = defineCall({
  summary: 'Maintenance, region restriction and the permission info the site needs at start.',
  path: '/wps/system/status',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({ host: z.optional(z.string()) }),
  response: statusValue,
});

export const whitelabel = defineCall({
  summary: 'The whitelabel feature tree.',
  path: '/wps/system/whitelabel',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({}),
  response: z.array(whitelabelNode),
});

export const registerSettings = defineCall({
  summary: 'Registration field settings, keyed by field name.',
  path: '/wps/system/setting/register',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({}),
  response: registerSettingsValue,
});

export const domainRoutes = defineCall({
  summary: 'Site domains and app download links with QR codes.',
  path: '/wps/system/domainRoute',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({ device: z.optional(z.int()) }),
  response: z.array(domainRouteEntry),
});

/** One help-centre topic (docs/product.md §7 "Help centre", /helpmc): a question or subject and its answer. */
export const helpTopicValue = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  /** HTML from the platform (paragraphs, lists, tables, links): sanitise before rendering. */
  content: z.string(),
});
export type HelpTopic = z.output<typeof helpTopicValue>;

export const helpCenter = defineCall({
  summary:
    "Help-centre topics the operator writes (betting and bonus rules, payment channels, …), in display order, in the request's language (`language`, else the Language header); HTML, sanitised before rendering.",
  path: '/wps/system/helpCenter',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({ language: z.optional(z.string()) }),
  response: z.array(helpTopicValue),
});

export const noticeValue = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  /** HTML from the platform: sanitise before rendering. */
  content: z.string(),
});
export type Notice = z.output<typeof noticeValue>;

export const announcements = defineCall({
  summary: "Announcements (notice bar and latest news). Types B, PL, PU, PR, H, and AG for the agent centre's announcements (issue 17); platform W.",
  path: '/wps/system/announcements',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({ types: z._default(z.string(), 'B'), platform: z._default(z.literal('W'), 'W') }),
  response: z.array(noticeValue),
});

export const bannerValue = z.object({
  bannerId: z.union([z.string(), z.number()]),
  groupName: z.string(),
  url: z.string(),
  /** 0 or absent: not clickable; 1 internal route; 2 external https link; 3 game. */
  linkageType: z._default(z.nullable(z.int()), null),
  linkage: z._default(z.nullable(z.string()), null),
  title: z._default(z.string(), ''),
  /**
   * The promotion the banner advertises, if any: a signed-in player who cannot join it now (the
   * welcome bonus after a first deposit) is not shown the banner (src/lib/banners.ts).
   */
  promotionId: z._default(z.nullable(z.int()), null),
});
export type Banner = z.output<typeof bannerValue>;

export const banners = defineCall({
  summary: 'Banners of one group (home, slots, live, …, w_register).',
  path: '/wps/system/banners',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({ groupName: z.string() }),
  response: z.array(bannerValue),
});

export const countryCodes = defineCall({
  summary: "Country dialing codes for the picker, the visitor's country first.",
  path: '/wps/system/countryCodes',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({}),
  response: z.array(z.object({ countryCode: z.string(), countryDialingCode: z.string() })),
});
