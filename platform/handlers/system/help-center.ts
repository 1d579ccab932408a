import { helpCenter } from '../../../src/contract/calls/system';
import { defineHandler, success } from '../../http/context';

/** The language whose topics stand in for a language that has none. */
const FALLBACK = 'EN';

/**
 * GET /wps/system/helpCenter?language=TY: the help centre's topics in the asked language
 * (the `language` parameter, else the Language header), or in English when that language
 * has none, in the operator's order.
 */
export default defineHandler(helpCenter, async ({ services, input, language }) => {
  const asked = (input.language ?? language).toUpperCase();
  const rows = await services.db.query<{ id: number; title: string; content: string; language: string }>(
    `SELECT id, title, content, language FROM help_topics
     WHERE language = $1 OR (language = $2 AND NOT EXISTS (SELECT 1 FROM help_topics WHERE language = $1))
     ORDER BY sort, id`,
    [asked, FALLBACK],
  );
  return success(rows.map(({ id, title, content }) => ({ id, title, content })));
});
