// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { REMEMBER_MS, rememberUsername, rememberedUsername } from './remember';

describe('remember me', () => {
  it('keeps the username, never a password, for 24 hours', () => {
    localStorage.clear();
    rememberUsername('demo_player', localStorage, 1000);
    expect(localStorage.getItem('rememberedUsername')).not.toContain('Player2026');
    expect(rememberedUsername(localStorage, 1000 + REMEMBER_MS - 1)).toBe('demo_player');
    expect(rememberedUsername(localStorage, 1000 + REMEMBER_MS)).toBeNull();
    expect(localStorage.getItem('rememberedUsername')).toBeNull();
  });

  it('forgets when the box is unticked, and survives storage that fails', () => {
    rememberUsername('demo_player', localStorage);
    rememberUsername(null, localStorage);
    expect(rememberedUsername(localStorage)).toBeNull();
    const broken = {
      getItem: () => '{not json',
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(rememberedUsername(broken)).toBeNull();
  });
});
