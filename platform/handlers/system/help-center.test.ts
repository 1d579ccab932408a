import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpTopic } from '../../../src/contract/calls/system';
import { HELP_TOPICS } from '../../seed/help-center';
import { seed } from '../../seed/index';
import { TEST_SCRYPT_COST } from '../../security/password';
import { startTestPlatform, type TestPlatform } from '../../test-support';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

const topics = async (options: { language?: string; query?: Record<string, string> }) =>
  (await t.call<HelpTopic[]>('GET', '/wps/system/helpCenter', options)).body.value ?? [];

describe('GET /wps/system/helpCenter', () => {
  it('answers the Language header, Filipino and English, in the operator order', async () => {
    const en = await topics({ language: 'EN' });
    const ty = await topics({ language: 'TY' });
    expect(en.map((topic) => topic.title)).toEqual(HELP_TOPICS['EN']!.map((topic) => topic.title));
    expect(ty.map((topic) => topic.title)).toEqual(HELP_TOPICS['TY']!.map((topic) => topic.title));
    expect(en[0]!.title).toBe('Betting rules');
    expect(ty[0]!.title).toBe('Mga patakaran sa pagtaya');
    expect(en).toHaveLength(6);
  });

  it('lets the language parameter override the header, and gives English to a language without topics', async () => {
    expect((await topics({ language: 'EN', query: { language: 'ty' } }))[0]!.title).toBe('Mga patakaran sa pagtaya');
    expect((await topics({ language: 'VI' })).map((topic) => topic.title)).toEqual(HELP_TOPICS['EN']!.map((topic) => topic.title));
  });

  it('keeps an operator edit when the seed runs again', async () => {
    await t.platform.db.query("UPDATE help_topics SET title = 'House rules' WHERE language = 'EN' AND sort = 0");
    await t.platform.db.query("DELETE FROM settings WHERE key = 'seed.version'");
    await seed(t.platform.db, { merchant: 'lucky', scryptCost: TEST_SCRYPT_COST });
    const en = await topics({ language: 'EN' });
    expect(en[0]!.title).toBe('House rules');
    expect(en).toHaveLength(6);
  });
});
