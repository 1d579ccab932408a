/** The help page of a PLAY_BLOCKED refusal's value, or null (kept apart from BlockedMessage, which loads only when shown). */
export const blockedHelpUrl = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && 'helpUrl' in value && typeof value.helpUrl === 'string' ? value.helpUrl : null;
