import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called when the player closes it (close button, Escape when dismissible). */
  onClose: () => void;
  title: string;
  closeLabel: string;
  /** docs/product.md §2: modals close on Escape "when allowed"; a forced password change is not. */
  dismissible?: boolean;
  /** `alertdialog` for warnings that need an answer (SMS failure, need a real account). */
  role?: 'dialog' | 'alertdialog';
  /** Wider modals (registration, the login popup with its vendor grid). */
  size?: 'default' | 'wide';
  children: ReactNode;
}

/**
 * Every modal of the site (docs/product.md §2 "Modals"), on the native `<dialog>` shown with
 * `showModal()`: the browser makes the rest of the page inert, moves focus in and back to the
 * opener on close, and announces it as a dialog named by its title. Page scroll is locked by
 * `html:has(dialog[open])` in global.css.
 */
export function Modal({ open, onClose, title, closeLabel, dismissible = true, role, size = 'default', children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useRef(`modal-${Math.random().toString(36).slice(2)}`).current;

  // A layout effect, not an effect: the dialog opens and closes in the render that changes
  // `open`, before the browser paints. With an effect it stayed open (and the page inert) for a
  // frame after Escape, and keys typed into the page at once went to the closing dialog.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // The browser focuses the first focusable element (the close button); a modal may name
      // a better first stop, e.g. the safe choice of a confirmation.
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      // The page's colours, also when the dialog is opened from the header (global.css schemes).
      className={`${styles.modal}${size === 'wide' ? ` ${styles.wide}` : ''} scheme-page`}
      aria-labelledby={titleId}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: the browser would close the dialog itself; the parent decides instead.
        event.preventDefault();
        if (dismissible) onClose();
      }}
    >
      <header className={styles.header}>
        <h2 id={titleId}>{title}</h2>
        {dismissible && (
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6Z" />
            </svg>
          </button>
        )}
      </header>
      {open && children}
    </dialog>
  );
}
