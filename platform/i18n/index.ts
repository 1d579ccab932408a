/**
 * The platform's own messages (envelope `message`, SMS and e-mail texts), in the request's
 * `Language`. They are written in the site's complete languages (src/lib/i18n/locales.ts
 * `COMPLETE_CODES`): Filipino (TY, the default language of the site), English, Vietnamese (VI),
 * Simplified Chinese (CN), Thai (TH) and Indonesian (ID), one file each in this folder; any
 * other language gets English. `{name}` placeholders are filled from the second argument of the
 * translator; `{field}` takes a field's label in the same language (see {@link FIELD_LABELS}).
 * English defines the keys: every other table is a `Record<MessageKey, string>`, so a missing
 * key is a type error.
 */
import * as cn from './cn';
import * as en from './en';
import type { FieldName, MessageKey } from './en';
import * as id from './id';
import * as th from './th';
import * as ty from './ty';
import * as vi from './vi';

export type { FieldName, MessageKey } from './en';

/** The `Language` codes the platform's messages are written in. */
export const MESSAGE_LANGUAGES = ['TY', 'EN', 'VI', 'CN', 'TH', 'ID'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/**
 * The written language for a `Language` header value (case-insensitive); English for any
 * other or none. The platform's other texts (withdrawal, …) pick their language with it too.
 */
export function messageLanguage(language: string | null | undefined): MessageLanguage {
  const code = (language ?? '').toUpperCase();
  return (MESSAGE_LANGUAGES as readonly string[]).includes(code) ? (code as MessageLanguage) : 'EN';
}

const messages: Readonly<Record<MessageLanguage, Readonly<Record<MessageKey, string>>>> = {
  TY: ty.messages,
  EN: en.messages,
  VI: vi.messages,
  CN: cn.messages,
  TH: th.messages,
  ID: id.messages,
};

/** The labels `{field}` takes, by language and request field name. */
export const FIELD_LABELS: Readonly<Record<MessageLanguage, Readonly<Record<FieldName, string>>>> = {
  TY: ty.fieldLabels,
  EN: en.fieldLabels,
  VI: vi.fieldLabels,
  CN: cn.fieldLabels,
  TH: th.fieldLabels,
  ID: id.fieldLabels,
};

/** Fills `{name}` placeholders from `params`; a placeholder without a value stays as written. */
export function fillPlaceholders(text: string, params: Readonly<Record<string, string | number | undefined>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The CLDR locale of each message language, for its plural rules (TY is Filipino). */
const PLURAL_LOCALES: Readonly<Record<MessageLanguage, string>> = { TY: 'fil', EN: 'en', VI: 'vi', CN: 'zh', TH: 'th', ID: 'id' };

/**
 * The plural form a count takes in a language, `one` or `other` (the only forms these six
 * languages have: Vietnamese, Chinese, Thai and Indonesian never say `one`), by the CLDR rules
 * of `Intl.PluralRules`, so that "1 attempt left" and "4 attempts left" each read right.
 */
export function pluralForm(language: MessageLanguage, count: number): 'one' | 'other' {
  return new Intl.PluralRules(PLURAL_LOCALES[language]).select(count) === 'one' ? 'one' : 'other';
}

/** A message written in plural forms, `<stem>_one` and `<stem>_other` (the site's i18next convention), named by its stem. */
export type PluralStem<K extends string> = K extends `${infer Stem}_one` ? Stem : never;

/**
 * The translator of a domain that keeps its own tables (withdrawal, deposits, points: one table
 * per message language), by this module's language rule and placeholder filling. A message
 * with plural forms is asked for by its stem with a numeric `count`, and the form the count
 * takes in the language is used ({@link pluralForm}).
 */
export function domainTranslator<K extends string>(
  tables: Readonly<Record<MessageLanguage, Readonly<Record<K, string>>>>,
): (language: string) => (key: K | PluralStem<K>, params?: Readonly<Record<string, string | number>>) => string {
  return (language) => {
    const code = messageLanguage(language);
    const table: Readonly<Record<string, string>> = tables[code];
    return (key, params = {}) => {
      const count = params['count'];
      const text = table[key] ?? table[`${key}_${typeof count === 'number' ? pluralForm(code, count) : 'other'}`] ?? table[`${key}_other`] ?? key;
      return fillPlaceholders(text, params);
    };
  };
}

export type MessageParams = { field?: FieldName } & Record<string, string | number | undefined>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** A translator for a `Language` header value (TY, EN, VI, CN, TH, ID); other languages get English. */
export function translator(language: string | null | undefined): Translate {
  const code = messageLanguage(language);
  const table = messages[code];
  const labels = FIELD_LABELS[code];
  return (key, params) => {
    const text = table[key];
    if (!params) return text;
    return fillPlaceholders(text, params.field ? { ...params, field: labels[params.field] } : params);
  };
}

/** Every language's messages, for the test that each one has every key and fills every placeholder. */
export const MESSAGE_TABLES = messages;
