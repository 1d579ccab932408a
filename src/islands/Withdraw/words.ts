import type { AmountRefusal } from '../../contract/money';
import type { WithdrawalState } from '../../contract/calls/withdrawal';
import type { WithdrawStrings } from './strings';

/** The amount messages, shared by the withdrawal and the transfer forms (same catalogue keys). */
export type AmountStrings = Pick<
  WithdrawStrings,
  | 'amountEmpty'
  | 'amountNotANumber'
  | 'amountTooManyDecimals'
  | 'amountNegative'
  | 'amountZero'
  | 'amountBelowMinimum'
  | 'amountAboveMaximum'
  | 'amountAboveBalance'
>;

/** The island's string for each amount refusal (src/contract/money parseAmount). */
export const amountMessage = (strings: AmountStrings, reason: AmountRefusal): string =>
  ({
    empty: strings.amountEmpty,
    notANumber: strings.amountNotANumber,
    notAStep: strings.amountNotANumber,
    tooManyDecimals: strings.amountTooManyDecimals,
    negative: strings.amountNegative,
    zero: strings.amountZero,
    belowMinimum: strings.amountBelowMinimum,
    aboveMaximum: strings.amountAboveMaximum,
    aboveBalance: strings.amountAboveBalance,
  })[reason];

export const stateName = (strings: WithdrawStrings, state: WithdrawalState): string =>
  ({
    submitted: strings.stateSubmitted,
    inReview: strings.stateInReview,
    approved: strings.stateApproved,
    paid: strings.statePaid,
    rejected: strings.stateRejected,
  })[state];

export const changeMessage = (strings: WithdrawStrings, state: WithdrawalState): string =>
  ({
    submitted: strings.changedSubmitted,
    inReview: strings.changedInReview,
    approved: strings.changedApproved,
    paid: strings.changedPaid,
    rejected: strings.changedRejected,
  })[state];
