import type { WithdrawalOverview } from '../../contract/calls/withdrawal';

/**
 * What the transfer-to-upline page shows of the withdrawal overview: the main balance, what may
 * leave it (a transfer takes only what a withdrawal could), the bonus turnover that holds the
 * rest, and the agent the money goes to (named before it is sent). Only these go into the island's props; the overview's withdrawals list stays out of the HTML.
 */
export type UplineFigures = Pick<WithdrawalOverview, 'currency' | 'available' | 'withdrawable' | 'turnover' | 'upline'>;

export const uplineFigures = ({ currency, available, withdrawable, turnover, upline }: WithdrawalOverview): UplineFigures => ({
  currency,
  available,
  withdrawable,
  turnover,
  upline,
});
