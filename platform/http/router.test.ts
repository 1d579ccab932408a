import { describe, expect, it, vi } from 'vitest';
import { promotionDetail } from '../../src/contract/calls/promotions';
import { resolveOptions } from '../options';
import { defineHandler, refusal, type Services } from './context';
import { createRouter } from './router';

/**
 * The router holds the reference platform to its declarations: an answer the contract does not
 * describe never leaves it (src/contract/refusals.ts). No database is reached: the call asked needs
 * no session and moves no money.
 */
const routerAnswering = (errorCode: string, value?: unknown, validateResponses = true) => {
  const services = { options: resolveOptions({ env: {}, validateResponses }) } as Services;
  const handler = defineHandler(promotionDetail, async () => refusal(200, 'No.', errorCode, value));
  return createRouter(services, [handler]);
};
const ask = (router: (request: Request) => Promise<Response>) => router(new Request('http://platform.test/wps/promotion/detail?id=1'));

describe('the router and the declared refusals', () => {
  it("passes a refusal the call declares, with its value's shape", async () => {
    const response = await ask(routerAnswering('NOT_FOUND', { field: 'id' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: false, message: 'No.', errorCode: 'NOT_FOUND', value: { field: 'id' } });
  });

  it('answers 500 INTERNAL instead of a code the call does not declare, and says why in the log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await ask(routerAnswering('ALREADY_CLAIMED'));
    expect(response.status).toBe(500);
    expect((await response.json()).errorCode).toBe('INTERNAL');
    expect(String(logged.mock.calls[0]?.[0])).toContain('errorCode ALREADY_CLAIMED is not among the call');
    logged.mockRestore();
  });

  it("answers 500 INTERNAL instead of a declared code whose value does not fit the code's shape", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await ask(routerAnswering('NOT_FOUND', { field: 42 }));
    expect(response.status).toBe(500);
    logged.mockRestore();
  });

  it('leaves refusals alone where answers are not checked (production, unless asked)', async () => {
    const response = await ask(routerAnswering('ALREADY_CLAIMED', undefined, false));
    expect((await response.json()).errorCode).toBe('ALREADY_CLAIMED');
  });

  it('answers a known path asked with another method with 405 and the methods it takes', async () => {
    const response = await routerAnswering('NOT_FOUND')(new Request('http://platform.test/wps/games/favourites', { method: 'PATCH' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, POST, DELETE');
    expect((await response.json()).errorCode).toBe('METHOD_NOT_ALLOWED');
  });
});
