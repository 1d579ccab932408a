import type { Queryable } from '../../db/index';

/** Account type of trial accounts (docs/product.md §6): they need a real account to move money. */
const TRIAL_TYPE = 4;

export async function isTrial(db: Queryable, memberId: bigint): Promise<boolean> {
  const [row] = await db.query<{ type: number }>('SELECT type FROM members WHERE id = $1', [memberId]);
  return Number(row?.type ?? 0) === TRIAL_TYPE;
}
