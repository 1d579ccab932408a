/** The catalogue keys of the notice bar and its two modals. */
export const NOTICE_BAR_KEYS = {
  label: 'home.noticesLabel',
  pause: 'lobby.notices.pause',
  play: 'lobby.notices.play',
  latestNews: 'lobby.notices.latestNews',
  open: 'lobby.notices.open',
  previous: 'lobby.notices.previous',
  next: 'lobby.notices.next',
  close: 'lobby.notices.close',
  position: 'lobby.notices.position',
} as const;

export type NoticeBarStrings = Record<keyof typeof NOTICE_BAR_KEYS, string>;
