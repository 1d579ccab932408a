/** The catalogue keys of the messages island (namespace `messages`, plus the shared network text). */
export const MESSAGES_KEYS = {
  unreadSummary: 'messages.unreadSummary',
  allReadSummary: 'messages.allReadSummary',
  empty: 'messages.empty',
  noOlder: 'messages.noOlder',
  markAllRead: 'messages.markAllRead',
  allMarked: 'messages.allMarked',
  delete: 'messages.delete',
  deleteLabel: 'messages.deleteLabel',
  deleted: 'messages.deleted',
  unread: 'messages.unread',
  read: 'messages.read',
  categorySystem: 'messages.categorySystem',
  categoryPromotion: 'messages.categoryPromotion',
  categoryAccount: 'messages.categoryAccount',
  showMore: 'messages.showMore',
  olderLink: 'messages.olderLink',
  newestLink: 'messages.newestLink',
  pagesLabel: 'messages.pagesLabel',
  networkError: 'error.network',
} as const;

export type MessagesStrings = Record<keyof typeof MESSAGES_KEYS, string>;
