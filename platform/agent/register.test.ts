import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test-support';

/** The agent's register page and registration links on the platform (issue 17 items 1-2; docs/decisions/0042-agent-register.md). */
interface Links {
  max: number;
  contract: { rebate: number; netCommission: number; turnoverCommission: number };
  links: { id: number; code: string; rebate: number; expiresAt: string | null; expired: boolean; enabled: boolean; signUps: number }[];
}

let t: TestPlatform;
let agent = '';
beforeAll(async () => {
  t = await startTestPlatform();
  agent = (await t.login('demo_agent', 'Agent2026')).body.value!.token;
}, 120_000);
afterAll(() => t.platform.close());

const registerAccount = (body: Record<string, unknown>, token = agent) =>
  t.call<{ id: number; account: string }>('POST', '/wps/agent/team/register', {
    token,
    encrypt: true,
    body: { password: 'Newbie2026', confirmPassword: 'Newbie2026', ...body },
  });
const memberRow = async (account: string) =>
  (
    await t.platform.db.query<{ type: number; upline: string | null; rebate_bp: number | null; agent_link_id: string | null }>(
      `SELECT m.type, u.account AS upline, m.rebate_bp, m.agent_link_id FROM members m LEFT JOIN members u ON u.id = m.upline_id WHERE m.account_key = lower($1)`,
      [account],
    )
  )[0];
const links = async () => (await t.call<Links>('GET', '/wps/agent/links', { token: agent })).body.value!;
const createLink = (body: { rebate: number; days: number }) => t.call<{ id: number; code: string }>('POST', '/wps/agent/links/create', { token: agent, body });
let uuids = 0;
/** A guest's registration with the invitation code and a fresh captcha (the register setting asks for one). */
async function guestRegister(username: string, affiliateCode: string) {
  const captchaUuid = `agent-link-${++uuids}`;
  const captcha = await t.captcha(captchaUuid);
  return t.call('POST', '/wps/member/register', {
    encrypt: true,
    body: { username, password: 'Guest2026x', confirmPassword: 'Guest2026x', affiliateCode, captcha, captchaUuid },
  });
}

describe('registering an account under the agent', () => {
  it('creates a player under the agent with the rebate given, who can then log in', async () => {
    const reply = await registerAccount({ kind: 'player', username: 'regplayer1', rebate: 120 });
    expect(reply.body).toMatchObject({ success: true, value: { account: 'regplayer1' } });
    expect(await memberRow('regplayer1')).toMatchObject({ type: 0, upline: 'demo_agent', rebate_bp: 120 });
    expect((await t.login('regplayer1', 'Newbie2026')).body.success).toBe(true);
  });

  it('refuses a rebate above the agent’s own (1.5%) under the rebate field with the ceiling, and creates nothing', async () => {
    const reply = await registerAccount({ kind: 'player', username: 'reggreedy', rebate: 151 });
    expect(reply.body).toMatchObject({ success: false, errorCode: 'ABOVE_CONTRACT', value: { field: 'rebate', ceiling: 150 } });
    expect(reply.body.message).toContain('1.5%');
    expect(await memberRow('reggreedy')).toBeUndefined();
  });

  it('creates a sub-agent with its own contract, and refuses a commission above the agent’s', async () => {
    const above = await registerAccount({ kind: 'agent', username: 'regsubhi', rebate: 100, netCommission: 3001, turnoverCommission: 10 });
    expect(above.body).toMatchObject({ errorCode: 'ABOVE_CONTRACT', value: { field: 'netCommission', ceiling: 3000 } });
    const turnover = await registerAccount({ kind: 'agent', username: 'regsubhi', rebate: 100, netCommission: 100, turnoverCommission: 51 });
    expect(turnover.body).toMatchObject({ errorCode: 'ABOVE_CONTRACT', value: { field: 'turnoverCommission', ceiling: 50 } });
    expect(await memberRow('regsubhi')).toBeUndefined();

    expect((await registerAccount({ kind: 'agent', username: 'regsub1', rebate: 100, netCommission: 3000, turnoverCommission: 50 })).body.success).toBe(true);
    expect(await memberRow('regsub1')).toMatchObject({ type: 1, upline: 'demo_agent', rebate_bp: null });
    const [contract] = await t.platform.db.query<Record<string, number>>(
      'SELECT c.net_commission_bp AS net, c.turnover_commission_bp AS turnover, c.rebate_bp AS rebate FROM agent_contracts c JOIN members m ON m.id = c.agent_id WHERE m.account_key = $1',
      ['regsub1'],
    );
    expect(contract).toEqual({ net: 3000, turnover: 50, rebate: 100 });
  });

  it('applies the register rules: username rule, password confirmation, a taken name, each under its field', async () => {
    expect((await registerAccount({ kind: 'player', username: '1bad', rebate: 0 })).body).toMatchObject({
      errorCode: 'VALIDATION',
      value: { field: 'username' },
    });
    expect((await registerAccount({ kind: 'player', username: 'regok', rebate: 0, confirmPassword: 'Other2026' })).body).toMatchObject({
      errorCode: 'VALIDATION',
      value: { field: 'confirmPassword' },
    });
    expect((await registerAccount({ kind: 'player', username: 'regok', rebate: 0, password: 'short', confirmPassword: 'short' })).body).toMatchObject({
      value: { field: 'password' },
    });
    expect((await registerAccount({ kind: 'player', username: 'TEAM_ANA', rebate: 0 })).body).toMatchObject({
      errorCode: 'VALIDATION',
      value: { field: 'username' },
    });
    expect(await memberRow('regok')).toBeUndefined();
  });

  it('refuses a player (NOT_AGENT) and a trial account (NEED_REAL_ACCOUNT), whatever the page does', async () => {
    const player = (await t.login('demo_player', 'Player2026')).body.value!.token;
    expect((await registerAccount({ kind: 'player', username: 'regbyplayer', rebate: 0 }, player)).body).toMatchObject({ errorCode: 'NOT_AGENT' });
    const trial = (await t.login('demo_trial', 'Trial2026')).body.value!.token;
    expect((await registerAccount({ kind: 'player', username: 'regbytrial', rebate: 0 }, trial)).body).toMatchObject({ errorCode: 'NEED_REAL_ACCOUNT' });
    expect((await t.call('GET', '/wps/agent/links', { token: player })).body).toMatchObject({ errorCode: 'NOT_AGENT' });
    expect(await memberRow('regbyplayer')).toBeUndefined();
  });
});

describe('registration links', () => {
  it('lists the agent’s own rates as the ceilings', async () => {
    expect(await links()).toMatchObject({ max: 10, contract: { rebate: 150, netCommission: 3000, turnoverCommission: 50 } });
  });

  it('puts a player who registers through an active link under the agent with the link’s rebate, and counts the sign-up', async () => {
    const created = (await createLink({ rebate: 80, days: 7 })).body.value!;
    expect((await t.call('GET', '/wps/agent/affiliate', { query: { code: created.code, domain: 'x' } })).body).toMatchObject({
      success: true,
      value: { affiliateCode: created.code },
    });
    expect((await guestRegister('vialink1', created.code)).body.success).toBe(true);
    expect(await memberRow('vialink1')).toMatchObject({ type: 0, upline: 'demo_agent', rebate_bp: 80, agent_link_id: BigInt(created.id) });
    expect((await links()).links.find((link) => link.id === created.id)).toMatchObject({ rebate: 80, enabled: true, expired: false, signUps: 1 });
  });

  it('refuses a link above the agent’s rebate', async () => {
    expect((await createLink({ rebate: 151, days: 0 })).body).toMatchObject({ errorCode: 'ABOVE_CONTRACT', value: { field: 'rebate', ceiling: 150 } });
  });

  it('refuses registering through a link that is off or expired, and creates nobody', async () => {
    const off = (await createLink({ rebate: 10, days: 0 })).body.value!;
    expect((await t.call('POST', '/wps/agent/links/switch', { token: agent, body: { id: off.id, enabled: false } })).body.success).toBe(true);
    const refusedOff = await guestRegister('viaoff', off.code);
    expect(refusedOff.body).toMatchObject({ success: false, errorCode: 'LINK_INACTIVE', value: { field: 'affiliateCode', reason: 'off' } });
    expect(refusedOff.body.message).toContain('switched off');
    expect((await t.call('GET', '/wps/agent/affiliate', { query: { code: off.code, domain: 'x' } })).body).toMatchObject({ errorCode: 'LINK_INACTIVE' });

    const soon = (await createLink({ rebate: 10, days: 1 })).body.value!;
    t.advance(86_400_000 + 1);
    // A day later the agent's session has ended: log in again.
    agent = (await t.login('demo_agent', 'Agent2026')).body.value!.token;
    expect((await guestRegister('viaexpired', soon.code)).body).toMatchObject({ errorCode: 'LINK_INACTIVE', value: { reason: 'expired' } });
    expect((await links()).links.find((link) => link.id === soon.id)).toMatchObject({ expired: true, signUps: 0 });
    expect(await memberRow('viaoff')).toBeUndefined();
    expect(await memberRow('viaexpired')).toBeUndefined();
  });

  it('switches only the agent’s own links', async () => {
    const other = (await t.login('agent_two', 'AgentTwo2026')).body.value?.token ?? '';
    const mine = (await createLink({ rebate: 5, days: 0 })).body.value!;
    expect((await t.call('POST', '/wps/agent/links/switch', { token: other, body: { id: mine.id, enabled: false } })).body).toMatchObject({
      errorCode: 'NOT_FOUND',
    });
    expect((await links()).links.find((link) => link.id === mine.id)).toMatchObject({ enabled: true });
  });

  it('holds at most 10 links per agent: the 11th is refused with LINK_LIMIT', async () => {
    const have = (await links()).links.length;
    for (let n = have; n < 10; n += 1) expect((await createLink({ rebate: 1, days: 30 })).body.success).toBe(true);
    const eleventh = await createLink({ rebate: 1, days: 30 });
    expect(eleventh.body).toMatchObject({ success: false, errorCode: 'LINK_LIMIT', value: { field: 'rebate', max: 10 } });
    expect((await links()).links).toHaveLength(10);
  });
});
