// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SmsLoginForm } from './SmsLoginForm';
import { LOGIN_KEYS, type LoginStrings } from './strings';
import { accountSwitches, type AccountFeatures } from '../../lib/account/features';
import { login } from '../../contract/calls/session';
import { countryCodes } from '../../contract/calls/system';
import { memberInfo } from '../../contract/calls/member';
import { walletBalance } from '../../contract/calls/wallet';
import { refusal, stubCalls } from '../../lib/platform/stub-calls.test-support';
import { $modal } from '../../lib/stores/modal';

// Each string is its own catalogue key, so assertions read like the catalogue.
const strings = { ...LOGIN_KEYS } as LoginStrings;
const features: AccountFeatures = { switches: accountSwitches(null), defaultPasswordDigest: null };

afterEach(cleanup);

describe('SmsLoginForm during a time-out or self-exclusion', () => {
  it('shows the PLAY_BLOCKED answer, offers the restricted sign-in, and asks for it on the next submit', async () => {
    const blocked = 'You are taking a break until 3 December 2026. Help: /help/responsible-gaming';
    let answer = 0;
    const stub = stubCalls([
      [countryCodes, () => []],
      [
        login,
        () =>
          answer++ === 0
            ? refusal(blocked, 'PLAY_BLOCKED', { kind: 'timeout', until: '2026-12-03T10:00:00.000Z', helpUrl: '/help/responsible-gaming' })
            : refusal('Wrong code', 'VALIDATION', { field: 'verificationCode' }),
      ],
    ]);
    const user = userEvent.setup();
    render(<SmsLoginForm strings={strings} features={features} idPrefix="sms" onDone={() => undefined} />);
    expect(screen.queryByRole('checkbox', { name: strings.blockedRestricted })).toBeNull();

    await user.type(screen.getByLabelText(strings.mobileNum), '9171234567');
    await user.type(screen.getByLabelText(strings.verificationCode), '123456');
    await user.click(screen.getByRole('button', { name: strings.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(blocked));
    // The help page in the message is a link, not text to copy (issue 34 item 12l).
    expect(await screen.findByRole('link', { name: '/help/responsible-gaming' })).toHaveAttribute('href', '/help/responsible-gaming');
    const restricted = screen.getByRole('checkbox', { name: strings.blockedRestricted });
    expect(restricted).toBeChecked();
    expect(restricted).toHaveAccessibleDescription(strings.blockedHint);
    expect(stub.callsTo(login)[0]?.params).not.toHaveProperty('restricted');

    await user.click(screen.getByRole('button', { name: strings.submit }));
    await waitFor(() => expect(stub.callsTo(login)).toHaveLength(2));
    expect(stub.callsTo(login)[1]?.params).toMatchObject({ type: 'sms', mobileNum: '9171234567', restricted: true });
  });

  it('a restricted sign-in says so to the page, which moves on to the withdrawal page, and opens no welcome', async () => {
    let answer = 0;
    stubCalls([
      [countryCodes, () => []],
      [memberInfo, () => ({ id: 9, account: 'demo_player', type: 0, restricted: true })],
      [walletBalance, () => ({ sumBalance: 500, currency: 'PHP' })],
      [
        login,
        () =>
          answer++ === 0
            ? refusal('You are taking a break. Help: /help/responsible-gaming', 'PLAY_BLOCKED', {
                kind: 'timeout',
                until: null,
                helpUrl: '/help/responsible-gaming',
              })
            : { token: 'restricted-token', firstTimeLogin: false, passwordExpired: false },
      ],
    ]);
    const done: string[] = [];
    const user = userEvent.setup();
    render(<SmsLoginForm strings={strings} features={features} idPrefix="sms" onDone={(step) => done.push(step)} />);
    await user.type(screen.getByLabelText(strings.mobileNum), '9171234567');
    await user.type(screen.getByLabelText(strings.verificationCode), '123456');
    await user.click(screen.getByRole('button', { name: strings.submit }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: strings.blockedRestricted })).toBeChecked());
    await user.click(screen.getByRole('button', { name: strings.submit }));
    await waitFor(() => expect(done).toEqual(['restricted']));
    expect($modal.get()).toBeNull();
  });
});
