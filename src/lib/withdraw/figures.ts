import type { WithdrawalOverview } from '../../contract/calls/withdrawal';

/**
 * What the transfer-to-upline page shows of the withdrawal overview: the main balance, what may
 * leave it (a transfer takes only what a withdrawal could) and the bonus turnover that holds the
 * rest. Only these go into the island's props; the overview's withdrawals list stays out of the HTML.
 */
export type UplineFigures = Pick<WithdrawalOverview, 'currency' | 'available' | 'withdrawable' | 'turnover'>;

export const uplineFigures = ({ currency, available, withdrawable, turnover }: WithdrawalOverview): UplineFigures => ({
  currency,
  available,
  withdrawable,
  turnover,
});
