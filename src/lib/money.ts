/**
 * Amounts are integer minor units and are formatted by the contract's money module
 * (src/contract/money, docs/decisions/0010-money-in-minor-units.md); this file keeps what only
 * the site shows.
 */

/** What a masked balance shows (docs/product.md §2). */
export const MASKED_BALANCE = '***';
