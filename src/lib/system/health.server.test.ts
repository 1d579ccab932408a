import { describe, expect, it } from 'vitest';
import { healthResponse } from './health.server';

describe('healthResponse', () => {
  it('says ok when the platform answers', async () => {
    const response = await healthResponse(() => Promise.resolve({}));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('says unavailable, without the internal error text, which goes to the log only', async () => {
    const logged: string[] = [];
    const internal = 'connect ECONNREFUSED 10.20.30.40:5432 (pg: password authentication failed for user "site")';
    const response = await healthResponse(
      () => Promise.reject(new Error(internal)),
      (line) => logged.push(line),
    );
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(body).toBe('unavailable');
    expect(body).not.toContain('10.20.30.40');
    expect(logged.join('\n')).toContain('ECONNREFUSED');
  });
});
