import { announcements } from '../../../src/contract/calls/system';
import { defineHandler, success } from '../../http/context';

/** GET /wps/system/announcements?types=B,PU: notices of the given types, in display order. */
export default defineHandler(announcements, async ({ services, input }) => {
  const types = input.types
    .split(',')
    .map((type) => type.trim().toUpperCase())
    .filter(Boolean);
  const rows = await services.db.query<{ id: number; title: string; content: string }>(
    `SELECT id, title, content FROM announcements
     WHERE type = ANY($1::text[]) ORDER BY sort, id`,
    [types],
  );
  return success(rows);
});
