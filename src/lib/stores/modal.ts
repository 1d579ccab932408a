import { atom } from 'nanostores';

/**
 * The account modals of docs/product.md §2, opened from anywhere (header, pages, guards) and shown by the
 * one modal host island. Only one is open at a time.
 */
export type ModalName = 'login' | 'register' | 'forget' | 'changePassword' | 'afterLogin' | 'needRealAccount';

export interface ModalState {
  name: ModalName;
  /**
   * A forced password change (default or expired password) cannot be dismissed (docs/product.md §2
   * "close on the escape key when allowed"); it also carries the password just used, so the
   * player is not asked for it again (docs/product.md §5 "old password required only if none cached").
   */
  forced?: { oldPassword?: string | undefined } | undefined;
}

export const $modal = atom<ModalState | null>(null);

export const openModal = (name: ModalName, options: Omit<ModalState, 'name'> = {}): void => $modal.set({ name, ...options });
export const closeModal = (): void => $modal.set(null);

/**
 * The modal host marks which modals it can show once it has hydrated. Links that open a modal
 * (login, register, forgot password) check it, and stay plain links until then.
 */
export const HOSTED_ATTRIBUTE = 'accountModals';

export function markHosted(names: readonly ModalName[], root: HTMLElement = document.documentElement): void {
  root.dataset[HOSTED_ATTRIBUTE] = names.join(' ');
}

export function canOpenModal(name: ModalName, root: HTMLElement = document.documentElement): boolean {
  return (root.dataset[HOSTED_ATTRIBUTE] ?? '').split(' ').includes(name);
}

/** For a link's click: opens the modal when hosted (and keeps the link from navigating). */
export function openModalFromLink(name: ModalName, event: { preventDefault(): void }): void {
  if (!canOpenModal(name)) return;
  event.preventDefault();
  openModal(name);
}
