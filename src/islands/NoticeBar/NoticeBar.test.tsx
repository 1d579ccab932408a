// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import NoticeBar from './NoticeBar';
import { NOTICE_BAR_KEYS, type NoticeBarStrings } from './strings';

const strings = { ...NOTICE_BAR_KEYS, position: '{{index}} of {{count}}' } as NoticeBarStrings;
const notices = [
  { id: 1, title: 'Maintenance', content: '<p>On <b>28 November</b></p>' },
  { id: 2, title: 'New deposit channels', content: '<p>GCash and Maya</p>' },
  { id: 3, title: 'Welcome bonus', content: '<p>100% bonus</p>' },
];

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(cleanup);

describe('NoticeBar', () => {
  it('opens the notice modal at the clicked title, and steps between notices', () => {
    render(<NoticeBar notices={notices} strings={strings} />);
    fireEvent.click(screen.getByRole('button', { name: 'New deposit channels' }));
    let dialog = screen.getByRole('dialog', { name: 'New deposit channels' });
    expect(dialog).toHaveTextContent('GCash and Maya');
    expect(dialog).toHaveTextContent('2 of 3');
    fireEvent.click(within(dialog).getByRole('button', { name: strings.next }));
    dialog = screen.getByRole('dialog', { name: 'Welcome bonus' });
    expect(within(dialog).getByRole('button', { name: strings.next })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: strings.previous }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'New deposit channels' })).getByRole('button', { name: strings.previous }));
    dialog = screen.getByRole('dialog', { name: 'Maintenance' });
    expect(dialog.querySelector('b')).toHaveTextContent('28 November');
    expect(within(dialog).getByRole('button', { name: strings.previous })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: strings.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists every notice in the latest-news popup, which closes with its button', () => {
    render(<NoticeBar notices={notices} strings={strings} />);
    fireEvent.click(screen.getByRole('button', { name: strings.latestNews }));
    const dialog = screen.getByRole('dialog', { name: strings.latestNews });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(notices.map((notice) => notice.title));
    expect(dialog).toHaveTextContent('100% bonus');
    fireEvent.click(within(dialog).getAllByRole('button', { name: strings.close }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pauses and resumes the scrolling titles', () => {
    render(<NoticeBar notices={notices} strings={strings} />);
    fireEvent.click(screen.getByRole('button', { name: strings.pause }));
    expect(screen.getByRole('button', { name: 'Maintenance' }).closest('[data-paused]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: strings.play }));
    expect(screen.getByRole('button', { name: 'Maintenance' }).closest('[data-paused]')).toBeNull();
  });

  it('renders nothing without notices', () => {
    render(<NoticeBar notices={[]} strings={strings} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
