import { describe, expect, it } from 'vitest';
import { httpUpstream } from './upstream.server';

describe('httpUpstream', () => {
  it('sends a plain path under PLATFORM_URL, prefix included', async () => {
    const sent: string[] = [];
    const upstream = httpUpstream('https://api.example.com/gateway', async (url) => {
      sent.push(String(url));
      return new Response('{"success":true}');
    });
    await upstream('/wps/member/info?lang=EN', { method: 'GET' });
    expect(sent).toEqual(['https://api.example.com/gateway/wps/member/info?lang=EN']);
  });

  it('answers a path that would leave the base itself with a 404 envelope', async () => {
    const sent: string[] = [];
    const upstream = httpUpstream('https://api.example.com/gateway', async (url) => {
      sent.push(String(url));
      return new Response('{"success":true}');
    });
    for (const path of ['/wps/../../admin', '/wps/%2e%2e/admin', '/wps/..%2fadmin', '/wps/..\\admin']) {
      const response = await upstream(path, { method: 'GET' });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    }
    expect(sent).toEqual([]);
  });
});
