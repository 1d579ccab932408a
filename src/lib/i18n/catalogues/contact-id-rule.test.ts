import { describe, expect, it } from 'vitest';
import { contactIdValid } from '../../../contract/calls/rewards';
import { MESSAGE_LANGUAGES, translator } from '../../../../platform/i18n';
import { valueAt, type CatalogueTree } from '../coverage';
import { COMPLETE_CODES, localeByCode } from '../locales';
import { catalogues } from '.';

/**
 * The number-ID refusal states the rule and gives an example (issue 34 item 12): the example must
 * follow the rule as stated. The rule (src/contract/calls/rewards.ts contactIdValid) is 8 to 15
 * digits with an optional leading +, so a text whose example starts with + must name the +.
 */
function checkRuleText(label: string, text: string) {
  const examples = [...text.matchAll(/\+?\d{8,15}/g)].map((match) => match[0]);
  expect(examples.length, `${label}: an example`).toBeGreaterThan(0);
  for (const example of examples) {
    expect(contactIdValid(example), `${label}: ${example} follows the rule`).toBe(true);
    if (example.startsWith('+')) expect(text.replace(example, ''), `${label}: names the leading + its example has`).toContain('+');
  }
}

describe('the number-ID rule and its example', () => {
  it.each(COMPLETE_CODES)('%s: the site says the rule its example follows', (code) => {
    const text = valueAt(catalogues[localeByCode(code)!.path] as CatalogueTree, 'referral.contact.invalid');
    checkRuleText(code, String(text));
  });

  it.each(MESSAGE_LANGUAGES)('%s: the platform says the rule its example follows', (language) => {
    checkRuleText(language, translator(language)('rewardContactInvalid'));
  });
});
