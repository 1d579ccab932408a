import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhitelabelNode } from '../../src/contract/calls/system';
import { flattenWhitelabel } from '../../src/contract/switches';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { effectiveWhitelabel, whitelabelSwitchKey } from './whitelabel';

const tree: WhitelabelNode[] = [
  {
    modId: 'REGISTER3',
    enabled: '1',
    childrenNodes: [
      { modId: 'REGMOBVERF3', enabled: '0' },
      { modId: 'DIRECTREG3', enabled: '1', childrenNodes: null },
    ],
  },
];

describe('effectiveWhitelabel', () => {
  it('applies a switch row over the seeded node and leaves the rest as seeded', () => {
    const on = effectiveWhitelabel({ whitelabel: tree, [whitelabelSwitchKey('REGMOBVERF3')]: true });
    expect(flattenWhitelabel(on)).toEqual({ REGISTER3: true, REGMOBVERF3: true, DIRECTREG3: true });
    expect(flattenWhitelabel(effectiveWhitelabel({ whitelabel: tree, [whitelabelSwitchKey('DIRECTREG3')]: false }))).toMatchObject({ DIRECTREG3: false });
    expect(effectiveWhitelabel({ whitelabel: tree })).toEqual(tree);
  });

  it('keeps a parent in charge: a child switched on under a group that is off stays off', () => {
    const settings = { whitelabel: tree, [whitelabelSwitchKey('REGISTER3')]: false, [whitelabelSwitchKey('REGMOBVERF3')]: true };
    expect(flattenWhitelabel(effectiveWhitelabel(settings))).toMatchObject({ REGISTER3: false, REGMOBVERF3: false });
  });

  it('ignores rows that are not booleans', () => {
    expect(effectiveWhitelabel({ whitelabel: tree, [whitelabelSwitchKey('REGMOBVERF3')]: 'on' })).toEqual(tree);
  });
});

describe('a whitelabel switch on the running platform', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform();
  });
  afterAll(() => t.platform.close());

  const statusSwitches = async () =>
    flattenWhitelabel((await t.call<{ info: { whitelabel: WhitelabelNode[] } }>('GET', '/wps/system/status')).body.value!.info.whitelabel);

  it('shows in the status and the whitelabel call, and the registration obeys it', async () => {
    expect(await statusSwitches()).toMatchObject({ REGMOBVERF3: false });
    await t.setSetting(whitelabelSwitchKey('REGMOBVERF3'), true);
    expect(await statusSwitches()).toMatchObject({ REGMOBVERF3: true });
    const tree = (await t.call<WhitelabelNode[]>('GET', '/wps/system/whitelabel')).body.value!;
    expect(flattenWhitelabel(tree)).toMatchObject({ REGMOBVERF3: true });

    const captchaUuid = 'whitelabel-switch-1';
    const captcha = await t.captcha(captchaUuid);
    const reply = await t.call('POST', '/wps/member/register/mobile', {
      body: { mobileNum: '9175550001', countryDialingCode: '63', password: 'Welcome2026', confirmPassword: 'Welcome2026', captcha, captchaUuid },
      encrypt: true,
    });
    expect(reply.body).toMatchObject({ success: false, errorCode: 'VALIDATION', value: { field: 'verificationCode' } });

    await t.setSetting(whitelabelSwitchKey('REGMOBVERF3'), false);
    expect(await statusSwitches()).toMatchObject({ REGMOBVERF3: false });
  });
});
