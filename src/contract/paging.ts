import { z } from 'zod/mini';

/**
 * Paging shared by every list call that answers one page at a time (records, the agent's reports,
 * points transactions and redemptions) and by the pages that read a page number from their address.
 */

/** The highest page number a list call accepts (and a page address is read as). */
export const MAX_PAGE_NO = 100_000;

/** A list call's 1-based `pageNo`: a query-string number, 1 when absent. */
export const pageNoField = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_NO)), 1);

/** A list call's `pageSize`: a query-string number from 1 to 100, `size` when absent. */
export const pageSizeField = (size: number) => z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), size);

/**
 * Where a page sits in its list: its number, how many there are (0 or 1 for an empty list:
 * platforms differ, and a page treats both alike) and how many rows in all.
 */
export const pageInfoFields = {
  pageNo: z.int().check(z.positive()),
  totalPages: z.int().check(z.nonnegative()),
  totalRows: z.int().check(z.nonnegative()),
};

/** A page number typed in an address (`?page=3`): digits naming 1 to MAX_PAGE_NO, else the first page. */
export function pageNumberOf(value: string | null): number {
  const page = value !== null && /^\d{1,6}$/.test(value) ? Number(value) : 0;
  return page >= 1 && page <= MAX_PAGE_NO ? page : 1;
}
