import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import MemberPanel from './MemberPanel.astro';
import { getT } from '../../lib/i18n/i18n.server';
import { localeByCode } from '../../lib/i18n/locales';
import { en } from '../../lib/i18n/catalogues';
import type { SystemStatus } from '../../contract/calls/system';
import type { RequestSession } from '../../lib/session/request-session.server';

/** The panel rendered as a centre page renders it (EN), for a member with or without an upline. */
let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

const M = (en as unknown as { member: typeof import('../../lib/i18n/catalogues/en/member.json')['member'] }).member;
const statusWith = (on: boolean) =>
  ({
    info: { whitelabel: [{ modId: 'MEMBER3', enabled: '1', childrenNodes: [{ modId: 'MEMBERCENTER3', enabled: on ? '1' : '0' }] }] },
  }) as unknown as SystemStatus;
const member: RequestSession = {
  signedIn: true,
  hint: { status: 'member', username: 'demo_player' },
  member: () =>
    Promise.resolve({
      kind: 'member',
      member: { id: 1, account: 'demo_player', nickname: null, type: 0, toUpline: false, clubLabel: null, memberLabel: [], restricted: false },
    }),
};

const render = (on: boolean, url = 'http://localhost/en/member', headers: Record<string, string> = {}) =>
  container.renderToString(MemberPanel, {
    props: { entry: 'account', title: 'My account' },
    slots: { default: '<p>the page content</p>' },
    locals: { t: getT('EN'), locale: localeByCode('EN')!, status: statusWith(on), clientIp: undefined, session: member, route: null },
    request: new Request(url, { headers }),
  });

describe('MemberPanel', () => {
  it('lists the built entries in both menus, the current one marked, around the content', async () => {
    const html = await render(true);
    expect(html).toContain('<p>the page content</p>');
    expect(html.match(/<a href="\/en\/member" aria-current="page"[^>]*>My account<\/a>/g)).toHaveLength(2);
    expect(html).toMatch(new RegExp(`<summary[^>]*>${M.panel.toggle}</summary>`));
    expect(html).not.toContain(M.closed.heading);
  });

  it('closes back to the page kept in `from`, which its links carry on', async () => {
    const html = await render(true, 'http://localhost/en/member?from=%2Fen%2Fpromotions');
    expect(html).toMatch(/<a class="close" href="\/en\/promotions" aria-label="Close the member centre"/);
    expect(html).toContain('href="/en/member?from=%2Fen%2Fpromotions"');
  });

  it('closes to a same-site referrer, and home for any other', async () => {
    expect(await render(true, 'http://localhost/en/member', { referer: 'http://localhost/en/vip' })).toMatch(/class="close" href="\/en\/vip"/);
    expect(await render(true, 'http://localhost/en/member', { referer: 'https://evil.example/en/vip' })).toMatch(/class="close" href="\/en\/"/);
  });

  it('says the centre is not available, without menu or content, when its switch is off', async () => {
    const html = await render(false);
    expect(html).toContain(M.closed.heading);
    expect(html).toContain(M.closed.text);
    expect(html).not.toContain('the page content');
    expect(html).not.toContain('aria-current="page"');
  });
});
