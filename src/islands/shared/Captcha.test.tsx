// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { Captcha } from './Captcha';
import { captcha } from '../../contract/calls/session';
import { stubCalls } from '../../lib/platform/stub-calls.test-support';

const strings = { captcha: 'Code', captchaImage: 'New picture', captchaUnavailable: 'No picture' };
const PNG = 'iVBORw0KGgo=';

/** Stubs the captcha call; each answer waits until the test releases it. */
function slowCaptchaPlatform() {
  const pending: Array<() => void> = [];
  stubCalls([[captcha, () => new Promise<string>((resolve) => pending.push(() => resolve(PNG)))]]);
  return { releaseNext: () => pending.shift()?.() };
}

const shownUuid = (container: HTMLElement) => container.querySelector('img[data-captcha-uuid]')?.getAttribute('data-captcha-uuid') ?? null;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Captcha', () => {
  it('takes a spent image away while the next one loads, so nobody answers a captcha that can no longer pass', async () => {
    const platform = slowCaptchaPlatform();
    const uuids: string[] = [];
    const onUuid = (uuid: string) => uuids.push(uuid);
    const { container, rerender } = render(<Captcha id="c" strings={strings} reloadSignal={1} onUuid={onUuid} />);
    platform.releaseNext();
    await waitFor(() => expect(shownUuid(container)).not.toBeNull());
    const first = shownUuid(container);
    expect(uuids).toEqual([first]);

    // A failed submit asks for a fresh image: until it arrives, the spent uuid is not on show.
    rerender(<Captcha id="c" strings={strings} reloadSignal={2} onUuid={onUuid} />);
    await waitFor(() => expect(shownUuid(container)).toBeNull());
    platform.releaseNext();
    await waitFor(() => expect(shownUuid(container)).not.toBeNull());
    expect(shownUuid(container)).not.toBe(first);
    expect(uuids).toEqual([first, shownUuid(container)]);
  });
});
