import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import HelpCenterTopics from './HelpCenterTopics.astro';
import HelpSearch from './HelpSearch.astro';
import { getT } from '../../lib/i18n/i18n.server';
import { localeByCode } from '../../lib/i18n/locales';
import { catalogues } from '../../lib/i18n/catalogues';
import { prepareHelpIndex, searchHelp } from '../../lib/help/search';
import { GUEST_SESSION } from '../../lib/session/request-session.server';

/** The help components that are pure server HTML, rendered as a page would (EN locals). */
const en = catalogues['en'] as unknown as { error: { network: string; retry: string }; help: typeof import('../../lib/i18n/catalogues/en/help.json')['help'] };
const EN = localeByCode('EN')!;
let container: AstroContainer;
const locals: App.Locals = { t: getT('EN'), locale: EN, status: null, clientIp: undefined, session: GUEST_SESSION, route: null };
const render = (component: Parameters<AstroContainer['renderToString']>[0], props: Record<string, unknown>) =>
  container.renderToString(component, { props, locals, request: new Request('http://localhost/en/helpmc') });

beforeAll(async () => {
  container = await AstroContainer.create();
});

describe('HelpCenterTopics', () => {
  it('shows the network error with a retry when the platform failed', async () => {
    const html = await render(HelpCenterTopics, { topics: null, retryHref: '/en/helpmc' });
    expect(html).toContain('role="alert"');
    expect(html).toContain(en.error.network);
    expect(html).toMatch(new RegExp(`<a href="/en/helpmc"[^>]*>${en.error.retry}</a>`));
    expect(html).not.toContain('<details');
  });

  it('says so when there are no topics', async () => {
    expect(await render(HelpCenterTopics, { topics: [], retryHref: '/en/helpmc' })).toContain(en.help.center.empty);
  });

  it('renders each topic as a closed details element with its (already sanitised) answer', async () => {
    const html = await render(HelpCenterTopics, {
      topics: [
        { id: 1, title: 'Betting <rules>', content: '<p>Bets are <b>final</b>.</p>' },
        { id: 2, title: 'Bonus rules', content: '<ul><li>10×</li></ul>' },
      ],
      retryHref: '/en/helpmc',
    });
    expect(html.match(/<details[\s>]/g)).toHaveLength(2);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).toContain('Betting &lt;rules&gt;</summary>');
    expect(html).toContain('<p>Bets are <b>final</b>.</p>');
    expect(html).toContain(`aria-label="${en.help.center.topics}"`);
  });
});

describe('HelpSearch', () => {
  const index = prepareHelpIndex([
    {
      slug: 'privacy',
      title: 'Privacy <policy>',
      description: 'What we keep.',
      category: 'rules',
      order: 1,
      text: 'We use cookies & <script>alert(1)</script>.',
    },
  ]);

  it('marks matches in escaped text and counts the results', async () => {
    const hits = searchHelp(index, 'cookies');
    const html = await render(HelpSearch, { query: 'cookies', hits, categories: ['rules'], language: EN });
    expect(html).toContain('<mark');
    expect(html).toMatch(/<mark[^>]*>cookies<\/mark> &amp; &lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    expect(html).toContain('Privacy &lt;policy&gt;');
    expect(html).toContain('role="status"');
    expect(html).toContain(en.help.search.countOne.replace('{{query}}', 'cookies'));
    expect(html).toContain('href="/en/help/privacy"');
  });

  it('is only a labelled GET form when the page is not a search', async () => {
    const html = await render(HelpSearch, { query: null, hits: [], categories: ['rules'], language: EN });
    expect(html).toMatch(/<form[^>]*role="search"[^>]*method="get"[^>]*action="\/en\/help"/);
    expect(html).toMatch(new RegExp(`<label for="help-q"[^>]*>${en.help.search.label}</label>`));
    expect(html).not.toContain('role="status"');
  });

  it('suggests the categories when nothing matches, with the query escaped', async () => {
    const html = await render(HelpSearch, { query: '<i>zz</i>', hits: [], categories: ['rules', 'about'], language: EN });
    expect(html).toContain(en.help.search.none.replace('{{query}}', '&lt;i&gt;zz&lt;/i&gt;'));
    expect(html).toContain('href="#category-rules"');
    expect(html).toContain('href="#category-about"');
    // Inside the search box's value attribute "<" is harmless text; nowhere else does it appear as a tag.
    expect(html).toContain('value="<i>zz</i>"');
    expect(html.replace('value="<i>zz</i>"', '')).not.toContain('<i>');
  });
});
