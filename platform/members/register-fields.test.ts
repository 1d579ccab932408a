import { describe, expect, it } from 'vitest';
import type { RegisterFieldSetting } from '../../src/contract/calls/system';
import { checkSettingField } from './register-fields';

const setting = (overrides: Partial<RegisterFieldSetting>): RegisterFieldSetting => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: null,
  minLength: null,
  maxLength: null,
  type: 'text',
  ...overrides,
});

describe('checkSettingField', () => {
  it('ignores disabled and missing settings', () => {
    expect(checkSettingField('', setting({ enabled: false, required: true }))).toBeNull();
    expect(checkSettingField('anything', undefined)).toBeNull();
  });

  it('requires a value only when the setting does', () => {
    expect(checkSettingField('', setting({ required: true }))).toEqual({ key: 'fieldRequired' });
    expect(checkSettingField('', setting({ required: false, minLength: 3, acceptedPattern: '^x$' }))).toBeNull();
  });

  it('checks length with the message the bounds call for', () => {
    expect(checkSettingField('ab', setting({ minLength: 3, maxLength: 5 }))).toEqual({ key: 'fieldLength', min: 3, max: 5 });
    expect(checkSettingField('abcdef', setting({ minLength: 3, maxLength: 5 }))).toEqual({ key: 'fieldLength', min: 3, max: 5 });
    expect(checkSettingField('ab', setting({ minLength: 6, maxLength: 6 }))).toEqual({ key: 'fieldLengthExact', min: 6 });
    expect(checkSettingField('ab', setting({ minLength: 3 }))).toEqual({ key: 'fieldTooShort', min: 3 });
    expect(checkSettingField('abcd', setting({ maxLength: 3 }))).toEqual({ key: 'fieldTooLong', max: 3 });
    // Characters, not UTF-16 units.
    expect(checkSettingField('😀😀😀', setting({ maxLength: 3 }))).toBeNull();
  });

  it("matches acceptedPattern, with '*' (and a broken pattern) accepting anything", () => {
    expect(checkSettingField('12ab', setting({ acceptedPattern: '^[0-9]+$' }))).toEqual({ key: 'fieldFormat' });
    expect(checkSettingField('1234', setting({ acceptedPattern: '^[0-9]+$' }))).toBeNull();
    expect(checkSettingField('#!? x', setting({ acceptedPattern: '*' }))).toBeNull();
    expect(checkSettingField('x', setting({ acceptedPattern: '([' }))).toBeNull();
  });
});
