import { describe, expect, it } from 'vitest';
import type { TeamMember } from '../../contract/calls/agent';
import { asMinorUnits } from '../../contract/money';
import { overviewHref, parseOverviewQuery } from './overview';
import { downlineCount, rebateText, teamTree } from './tree';

describe('the overview filters in the URL', () => {
  it('reads the periods and scopes it offers, else today and the whole team', () => {
    expect(parseOverviewQuery(new URLSearchParams('days=15&scope=direct'))).toEqual({ days: 15, scope: 'direct', timeZone: 'Asia/Manila' });
    expect(parseOverviewQuery(new URLSearchParams('days=3&scope=mine&tz=Nowhere/City'))).toEqual({ days: 1, scope: 'all', timeZone: 'Asia/Manila' });
    expect(parseOverviewQuery(new URLSearchParams('days=30&tz=Asia/Bangkok'))).toMatchObject({ days: 30, timeZone: 'Asia/Bangkok' });
  });

  it('changes one filter and keeps the others', () => {
    expect(overviewHref('/en/agent', { days: 7, scope: 'direct', timeZone: 'Asia/Manila' }, { days: 30 })).toBe('/en/agent?days=30&scope=direct');
    expect(overviewHref('/agent', { days: 1, scope: 'all', timeZone: 'Asia/Bangkok' }, { scope: 'direct' })).toBe(
      '/agent?days=1&scope=direct&tz=Asia%2FBangkok',
    );
  });
});

const member = (id: number, uplineId: number, level: number): TeamMember => ({
  id,
  account: `m${id}`,
  nickname: null,
  type: 0,
  uplineId,
  level,
  balance: asMinorUnits(0),
  joinedAt: '2026-11-01T00:00:00Z',
  lastLoginAt: null,
  online: false,
  rebateBp: null,
});

describe('the team tree', () => {
  it('nests each member under its upline, the direct team at the root', () => {
    const tree = teamTree([member(2, 1, 1), member(3, 1, 1), member(4, 3, 2), member(5, 4, 3)], 1);
    expect(tree.map((node) => node.member.id)).toEqual([2, 3]);
    expect(tree[1]!.children.map((node) => node.member.id)).toEqual([4]);
    expect(tree[1]!.children[0]!.children.map((node) => node.member.id)).toEqual([5]);
    expect(downlineCount(tree[1]!)).toBe(2);
    expect(downlineCount(tree[0]!)).toBe(0);
  });

  it("puts a search's match whose upline is not listed at the root", () => {
    expect(teamTree([member(5, 4, 3)], 1).map((node) => node.member.id)).toEqual([5]);
  });
});

describe('rebateText (issue 34 item 17)', () => {
  it("shows a member's rebate as the registration links do, and a dash when none was set", () => {
    expect(rebateText(150, 'en-US')).toBe('1.5%');
    expect(rebateText(0, 'en-US')).toBe('0%');
    expect(rebateText(null, 'en-US')).toBe('—');
  });
});
