// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';

// jsdom has <dialog> but not its modal methods: give it the minimal behaviour.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(cleanup);

/** A modal its own state closes, as the account modals' host does through its store. */
function ClosingHost() {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} title="Log in" closeLabel="Close" onClose={() => setOpen(false)}>
      <input aria-label="username" />
    </Modal>
  );
}

describe('Modal', () => {
  it('opens as a dialog named by its title and closes through its button', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal open title="Change password" closeLabel="Close" onClose={onClose}>
        <p>body</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    rerender(
      <Modal open={false} title="Change password" closeLabel="Close" onClose={onClose}>
        <p>body</p>
      </Modal>,
    );
    expect(screen.queryByText('body')).not.toBeInTheDocument();
  });

  it('lets Escape close only a dismissible modal', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal open title="Forced" closeLabel="Close" onClose={onClose} dismissible={false}>
        <p>body</p>
      </Modal>,
    );
    fireEvent(screen.getByRole('dialog', { hidden: true }), new Event('cancel', { cancelable: true }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    rerender(
      <Modal open title="Forced" closeLabel="Close" onClose={onClose}>
        <p>body</p>
      </Modal>,
    );
    fireEvent(screen.getByRole('dialog', { hidden: true }), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes within the task of the Escape that closed it, so the next key reaches the page', async () => {
    render(<ClosingHost />);
    const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    // As the browser does it: no act() around the event, and only the microtasks that follow it
    // run before the next task (the next key press) could.
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(dialog.open).toBe(false);
  });
});
