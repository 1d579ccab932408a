import { describe, expect, it } from 'vitest';
import { fail } from '../../contract/envelope';
import { ErrorCodes } from '../../contract/refusals';
import { unrepresentableMethodAnswer } from './methods';

describe('unrepresentableMethodAnswer', () => {
  it('answers TRACE, TRACK and CONNECT with a 405 envelope and Allow', () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'trace']) {
      const answer = unrepresentableMethodAnswer(method);
      expect(answer?.status, method).toBe(405);
      expect(answer?.headers['Allow']).toBe('GET, HEAD, POST, PUT, DELETE');
      expect(JSON.parse(answer!.body)).toEqual(fail('Method not allowed.', ErrorCodes.methodNotAllowed));
    }
  });

  it('leaves every method Fetch can carry to the site', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'PROPFIND', undefined]) {
      expect(unrepresentableMethodAnswer(method), String(method)).toBeNull();
    }
  });
});
