import { GAME_BALANCE_MESSAGE } from '../../contract/calls/games';

/**
 * Whether a `message` event is a game frame saying a round moved money (the contract's
 * `{ type: GAME_BALANCE_MESSAGE }`), from an origin the page launched games from. Anything
 * else, from anywhere else, is ignored.
 */
export function isBalanceMessage(event: Pick<MessageEvent, 'origin' | 'data'>, allowedOrigins: readonly string[]): boolean {
  if (!allowedOrigins.includes(event.origin)) return false;
  const data: unknown = event.data;
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === GAME_BALANCE_MESSAGE;
}
