import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { namedCalls } from './calls/index';
import { defineCall } from './define';

const declare = (path: string) =>
  defineCall({
    summary: 'An agent page to come.',
    path,
    method: 'GET',
    auth: true,
    encrypted: false,
    request: z.object({ id: z.coerce.number().check(z.int()) }),
    response: z.null(),
  });

describe('paths and ids (docs/platform-api.md "Ids travel in the query")', () => {
  it('refuses a path with a parameter in it, naming the convention', () => {
    for (const path of ['/wps/agent/members/{id}', '/wps/agent/members/:id', '/wps/agent/members/*']) {
      expect(() => declare(path), path).toThrow(/ids travel in the query/);
    }
  });

  it('declares an id as a request field, which a GET sends in the query', () => {
    expect(declare('/wps/agent/member').path).toBe('/wps/agent/member');
    expect(namedCalls.filter(({ call }) => !/^(\/[A-Za-z0-9_.-]+)+$/.test(call.path)).map(({ name }) => name)).toEqual([]);
  });
});
