import { describe, expect, it } from 'vitest';
import { readConfig } from './config.server';

describe('readConfig', () => {
  it('caps request bodies at 64 KB unless MAX_BODY_BYTES says otherwise', () => {
    expect(readConfig({}).maxBodyBytes).toBe(65_536);
    expect(readConfig({ MAX_BODY_BYTES: '1048576' }).maxBodyBytes).toBe(1_048_576);
    expect(readConfig({ MAX_BODY_BYTES: 'lots' }).maxBodyBytes).toBe(65_536);
    expect(readConfig({ MAX_BODY_BYTES: '0' }).maxBodyBytes).toBe(65_536);
  });
});
