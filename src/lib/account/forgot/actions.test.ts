// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encryptStoredLink } from '../../../contract/crypto';
import { PlatformError } from '../../../contract/envelope';
import { loadContactChannels, refusedField } from './actions';
import { domainRoutes, systemStatus } from '../../../contract/calls/system';
import { stubCalls } from '../../platform/stub-calls.test-support';

const status = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.9' },
  info: {
    resources: { supportEmail: 'support@lucky.example', telegram: 'https://t.me/lucky_support_ph' },
    customerService: [{ csType: 'LIVECHAT', csPosition: 'FLOAT', path: [{ type: 3, path: encryptStoredLink('https://chat.lucky.example/') }] }],
  },
};
const routes = [{ resourceType: 'SITE', url: 'https://www.lucky.example', qrCodeUrl: null, domainName: 'www.lucky.example' }];

const notFound = () => new Response('{}', { status: 404 });

afterEach(() => vi.unstubAllGlobals());

describe('loadContactChannels', () => {
  it('builds the channels and the live-chat link from the status and the domain routes', async () => {
    const stub = stubCalls([
      [systemStatus, () => status],
      [domainRoutes, () => routes],
    ]);
    const contacts = await loadContactChannels('www.lucky.example');
    expect(contacts.channels.map((channel) => channel.href)).toEqual([
      'https://www.lucky.example/',
      'mailto:support@lucky.example',
      'https://t.me/lucky_support_ph',
    ]);
    expect(contacts.customerServiceUrl).toBe('https://chat.lucky.example/');
    expect(stub.calls.map((call) => call.url)).toContain('/wps/system/status?host=www.lucky.example');
  });

  it('never rejects: whatever failed is left out', async () => {
    stubCalls([
      [systemStatus, () => new Response('down', { status: 502 })],
      [domainRoutes, () => routes],
    ]);
    expect(await loadContactChannels('x')).toEqual({
      channels: [{ kind: 'site', href: 'https://www.lucky.example/', text: 'www.lucky.example' }],
      customerServiceUrl: null,
    });
    stubCalls([
      [systemStatus, notFound],
      [domainRoutes, notFound],
    ]);
    expect(await loadContactChannels('x')).toEqual({ channels: [], customerServiceUrl: null });
  });
});

describe('refusedField', () => {
  const refusal = (value: unknown) => new PlatformError('rejected', 'No', { value });
  it('names a field of the form, the dialing code as the number', () => {
    expect(refusedField(refusal({ field: 'verificationCode' }), ['mobileNum', 'verificationCode'])).toBe('verificationCode');
    expect(refusedField(refusal({ field: 'countryDialingCode' }), ['mobileNum'])).toBe('mobileNum');
    expect(refusedField(refusal({ field: 'captcha' }), ['mobileNum'])).toBeNull();
    expect(refusedField(refusal(null), ['mobileNum'])).toBeNull();
  });
});
