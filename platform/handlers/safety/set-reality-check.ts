import { safetySetRealityCheck } from '../../../src/contract/calls/safety';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { safetyText } from '../../safety/messages';
import { REALITY_INTERVALS } from '../../safety/rules';

/** POST /wps/v2/safety/reality-check { minutes } (token): 0 (off), 15, 30, 45 or 60. */
export default defineHandler(safetySetRealityCheck, async ({ services, input, memberId, language }) => {
  if (!(REALITY_INTERVALS as readonly number[]).includes(input.minutes)) {
    return refusal(200, safetyText(language, 'invalidMinutes', { min: 0, max: 60 }), ErrorCodes.validation, { field: 'minutes' });
  }
  await services.db.query(
    `INSERT INTO safety_settings (member_id, reality_minutes) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE SET reality_minutes = EXCLUDED.reality_minutes`,
    [memberId, input.minutes],
  );
  return success({ minutes: input.minutes });
});
