import { z } from 'zod/mini';
import type { CallDeclaration } from '../../contract/define';
import { anyEnvelope, type Envelope } from '../../contract/envelope';

/**
 * One way an answer breaks its declaration: where (`list.3.name`, `(value)` for the whole
 * value) and what zod says about it. Never the value received: it can hold personal data, and
 * the issue is written to the server's log (docs/operations.md "Logs").
 */
export interface ContractIssue {
  readonly path: string;
  readonly message: string;
  readonly code: string;
}

/** At most this many issues are kept: a list of 500 broken rows says no more than its first few. */
const MAX_ISSUES = 10;

export function contractIssues(error: z.core.$ZodError): ContractIssue[] {
  return error.issues.slice(0, MAX_ISSUES).map((issue) => ({
    path: issue.path.length > 0 ? issue.path.map(String).join('.') : '(value)',
    message: issue.message,
    code: issue.code,
  }));
}

/** What an answer is, against its call's declaration. */
export type EnvelopeCheck =
  | { readonly kind: 'success'; readonly value: unknown }
  | { readonly kind: 'failure'; readonly envelope: Envelope<unknown> }
  | { readonly kind: 'not-envelope'; readonly issues: readonly ContractIssue[] }
  | { readonly kind: 'schema'; readonly issues: readonly ContractIssue[]; readonly error: z.core.$ZodError };

/**
 * Checks a parsed answer as `schema` (the call's response schema for the reader): the envelope
 * first, then, on success, its value. The site's client (src/lib/platform/client.ts) and the
 * proxy (which only logs what it finds) read answers through this one check.
 */
export function checkEnvelope(json: unknown, schema: CallDeclaration['response']): EnvelopeCheck {
  const envelope = z.safeParse(anyEnvelope, json);
  if (!envelope.success) return { kind: 'not-envelope', issues: contractIssues(envelope.error) };
  if (!envelope.data.success) return { kind: 'failure', envelope: envelope.data };
  const parsed = z.safeParse(schema, envelope.data.value);
  if (!parsed.success) return { kind: 'schema', issues: contractIssues(parsed.error), error: parsed.error };
  return { kind: 'success', value: parsed.data };
}
