import { ErrorCodes } from '../../../src/contract/refusals';
import { instantsAllowed, isTimeZone } from '../../../src/contract/records/range';
import { refusal, type CallContext, type Outcome, type Services } from '../../http/context';

/**
 * The range every records call takes (docs/platform-api.md "Records"): `from` and `to` instants,
 * no earlier than the 90-day bound of src/lib/records/range.ts, or a VALIDATION refusal naming
 * the field, so the page shows it under that field.
 */
export function readRange(context: CallContext<{ from: string; to: string }>): { from: Date; to: Date } | Outcome {
  const from = Date.parse(context.input.from);
  const to = Date.parse(context.input.to);
  switch (instantsAllowed(from, to, context.now)) {
    case 'tooEarly':
      return refusal(200, context.t('recordsTooEarly'), ErrorCodes.validation, { field: 'from' });
    case 'toBeforeFrom':
      return refusal(200, context.t('recordsRangeOrder'), ErrorCodes.validation, { field: 'to' });
    case 'ok':
      return { from: new Date(from), to: new Date(to) };
  }
}

export const isOutcome = (value: object): value is Outcome => 'status' in value && 'body' in value;

export function readTimeZone(context: CallContext<{ timeZone: string }>): string | Outcome {
  return isTimeZone(context.input.timeZone) ? context.input.timeZone : refusal(200, context.t('recordsTimeZone'), ErrorCodes.validation, { field: 'timeZone' });
}

/** The merchant's currency, as the wallet calls answer it. */
export async function currencyOf(services: Services): Promise<string> {
  const settings = await services.settings.get();
  return (settings['merchant'] as { currency?: string } | undefined)?.currency ?? 'PHP';
}

export const pages = (totalRows: number, pageSize: number): number => Math.max(1, Math.ceil(totalRows / pageSize));
