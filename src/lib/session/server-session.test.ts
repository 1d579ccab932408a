import { describe, expect, it } from 'vitest';
import { serverSession } from './server-session';
import { restoreSession } from '../stores/session';

const jar = (values: Record<string, string>) => ({ get: (name: string) => (name in values ? { value: values[name]! } : undefined) });

describe('serverSession', () => {
  it('is the member the hint cookie names, as the browser will restore it', () => {
    expect(serverSession(jar({ username: 'team_ana', sid: 'x' }))).toEqual({ status: 'member', username: 'team_ana' });
    expect(serverSession(jar({ username: 'team_ana' }))).toEqual(restoreSession('username=team_ana'));
  });

  it('is a guest without the hint, or with an empty one', () => {
    expect(serverSession(jar({}))).toEqual({ status: 'guest' });
    expect(serverSession(jar({ username: '' }))).toEqual({ status: 'guest' });
    expect(restoreSession('username=')).toEqual({ status: 'guest' });
    expect(serverSession(jar({ sid: 'x' }))).toEqual(restoreSession(''));
  });
});
