import type { Queryable } from '../db/index';
import { playerBets, type PlayerBet } from '../lottery/bets';
import { drawFormatOf, rulesOf, type LotteryGameRow } from '../lottery/games';
import { writeNumbers } from '../lottery/rules';
import { balanceMinor } from '../wallet/ledger';
import { minorToMajor } from '../wallet/money';
import { fill, formatMoney } from '../vendor-screen/page';
import type { ScreenTexts } from './texts';

/** How many bets and results the screen lists. */
export const SCREEN_LIST_LIMIT = 10;

export interface ScreenBet {
  id: string;
  status: PlayerBet['status'];
  /** The bet as the list shows it. */
  line: string;
  /** What the screen announces when it sees this bet settled; null while open. */
  settled: string | null;
}

/**
 * What the betting screen shows of a game for a player at a moment: the open draw and its
 * times (whole seconds, floored, never negative), the balance, the player's latest bets and
 * the latest results, every line already written in the launch's language. The page renders
 * it and `GET …/state` answers it, so the script never formats anything but the countdown.
 */
export interface ScreenState {
  numero: string | null;
  /** Seconds until betting on the open draw closes. */
  closesIn: number;
  /** Seconds until the open draw is drawn. */
  drawIn: number;
  balance: number;
  balanceText: string;
  bets: ScreenBet[];
  results: string[];
}

export async function screenState(
  db: Queryable,
  game: LotteryGameRow,
  view: { memberId: bigint; now: number; texts: ScreenTexts; currency: string },
): Promise<ScreenState> {
  const { texts, currency } = view;
  const money = (minor: bigint) => formatMoney(minor, texts.locale, currency);
  const drawFormat = drawFormatOf(game);
  const pickFormat = rulesOf(game).pick;
  const [[open], balance, bets, drawn] = await Promise.all([
    db.query<{ numero: string; closes_at: Date; draw_at: Date }>(
      "SELECT numero, closes_at, draw_at FROM lottery_draws WHERE game_code = $1 AND status = 'OPEN'",
      [game.game_code],
    ),
    balanceMinor(db, view.memberId, 'MAIN'),
    playerBets(db, view.memberId, game.game_code, SCREEN_LIST_LIMIT),
    db.query<{ numero: string; numbers: number[] }>(
      "SELECT numero, numbers FROM lottery_draws WHERE game_code = $1 AND status = 'DRAWN' ORDER BY draw_at DESC LIMIT $2",
      [game.game_code, SCREEN_LIST_LIMIT],
    ),
  ]);
  const seconds = (at: Date | undefined) => (at ? Math.max(0, Math.floor((new Date(at).getTime() - view.now) / 1000)) : 0);
  return {
    numero: open?.numero ?? null,
    closesIn: seconds(open?.closes_at),
    drawIn: seconds(open?.draw_at),
    balance: minorToMajor(balance),
    balanceText: money(balance),
    bets: bets.map((bet) => {
      const numbers = bet.numbers ? writeNumbers(bet.numbers, drawFormat) : '';
      const values = { numero: bet.numero, numbers, amount: money(bet.payoutMinor) };
      // A void bet: its draw was cancelled and the stake returned (platform/lottery/cancel.ts).
      const [betText, settledText] =
        bet.status === 'WON'
          ? [texts.betWon, texts.settledWon]
          : bet.status === 'VOID'
            ? [texts.betVoid, texts.settledVoid]
            : [texts.betLost, texts.settledLost];
      const outcome = bet.status === 'OPEN' ? texts.betOpen : fill(betText, values);
      return {
        id: bet.betId,
        status: bet.status,
        line: `${fill(texts.betLine, { numero: bet.numero, picks: writeNumbers(bet.picks, pickFormat), stake: money(bet.stakeMinor) })}: ${outcome}`,
        settled: bet.status === 'OPEN' ? null : fill(settledText, values),
      };
    }),
    results: drawn.map((draw) => fill(texts.resultLine, { numero: draw.numero, numbers: writeNumbers(draw.numbers.map(Number), drawFormat) })),
  };
}
