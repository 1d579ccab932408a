import type { Domain } from '../calls/index';
import { type CallDeclaration, IDEMPOTENCY_KEY_FIELD } from '../define';
import { REFUSALS } from '../refusals';
import { DOMAIN_TITLES, type JsonSchema, type NamedCall, callKey, capitalised, cell, code, jsonSchema, ordered, properties } from './schema';

/** docs/platform-api.md's generated parts: a call table per domain and the error codes. */

/** `[a, b]` when the schema is an enum (or a union of constants), else undefined. */
const choices = (schema: JsonSchema): unknown[] | undefined => {
  if (Array.isArray(schema['enum'])) return schema['enum'];
  if ('const' in schema) return [schema['const']];
  const union = (schema['anyOf'] ?? schema['oneOf']) as JsonSchema[] | undefined;
  if (!union) return undefined;
  const parts = union.filter((part) => part['type'] !== 'null').map(choices);
  return parts.every((part) => part !== undefined) ? parts.flat() : undefined;
};

/** The request as a list of fields: `name?` when optional, `(default)` or `(a\|b)` when known. */
const requestFields = (schema: JsonSchema): string => {
  const required = new Set((schema['required'] as string[] | undefined) ?? []);
  const fields = properties(schema).map(([name, field]) => {
    const options = choices(field);
    const note =
      options && options.length <= 6
        ? ` (${options.map((option) => code(String(option))).join('|')})`
        : 'default' in field && field['default'] !== undefined && typeof field['default'] !== 'object'
          ? ` (${String(field['default'])})`
          : '';
    return `${name}${required.has(name) ? '' : '?'}${note}`;
  });
  return fields.length ? fields.join(', ') : '—';
};

/** A compact picture of a response: `{ a, b: { c } }`, `[{ … }]`, `string`. */
const shape = (schema: JsonSchema, defs: Record<string, JsonSchema>, depth = 0): string => {
  const ref = schema['$ref'] as string | undefined;
  if (ref) return depth > 2 ? '…' : shape(defs[ref.replace('#/$defs/', '')] ?? {}, defs, depth + 1);
  const union = (schema['anyOf'] ?? schema['oneOf']) as JsonSchema[] | undefined;
  if (union) {
    const parts = [...new Set(union.map((part) => shape(part, defs, depth)))];
    return parts.join(' | ');
  }
  const type = schema['type'];
  if (Array.isArray(type)) return type.join(' | ');
  if (type === 'array') return `[${shape((schema['items'] as JsonSchema | undefined) ?? {}, defs, depth + 1)}]`;
  if (type === 'object') {
    const fields = properties(schema);
    const extra = schema['additionalProperties'] as JsonSchema | boolean | undefined;
    if (!fields.length && extra && typeof extra === 'object') return `{ [key]: ${shape(extra, defs, depth + 1)} }`;
    if (!fields.length) return '{}';
    if (depth >= 3) return '{ … }';
    return `{ ${fields.map(([name, field]) => (isScalar(field, defs) ? name : `${name}: ${shape(field, defs, depth + 1)}`)).join(', ')} }`;
  }
  if (type === undefined) return 'any';
  return String(type);
};

const isScalar = (schema: JsonSchema, defs: Record<string, JsonSchema>): boolean => {
  if (schema['$ref']) return false;
  const union = (schema['anyOf'] ?? schema['oneOf']) as JsonSchema[] | undefined;
  if (union) return union.every((part) => isScalar(part, defs));
  return schema['type'] !== 'object' && schema['type'] !== 'array';
};

/** What the table's last column says beyond the summary: the contract's flags. */
const flags = (call: CallDeclaration): string[] => [
  ...(call.movesMoney ? [`moves money: ${code(IDEMPOTENCY_KEY_FIELD)} once per action`] : []),
  ...(call.issuesSession ? ['issues a session (the proxy keeps its `token`)'] : []),
  ...(call.endsSession === 'always' ? ['ends the session'] : []),
  ...(call.endsSession === 'on-success' ? ['ends the session when it succeeds'] : []),
  ...Object.entries(call.headers ?? {}).map(([name, value]) => `needs header ${code(`${name}: ${value}`)}`),
  ...(call.refusals?.length ? [`refuses with ${call.refusals.map(code).join(', ')}`] : []),
];

const tableRow = ({ call }: NamedCall, implemented: ReadonlySet<string>): string => {
  const response = jsonSchema(call.response);
  const defs = (response['$defs'] as Record<string, JsonSchema> | undefined) ?? {};
  const notes = [call.summary, ...flags(call).map((flag) => `${capitalised(flag)}.`)].join(' ');
  return `| ${[
    call.method,
    code(call.path),
    call.auth ? 'token' : '—',
    call.encrypted ? 'yes' : call.body === 'form' ? 'form' : '—',
    cell(requestFields(jsonSchema(call.request))),
    cell(code(shape(response, defs))),
    implemented.has(callKey(call)) ? '✔' : '501',
    cell(notes),
  ].join(' | ')} |`;
};

/** The call table of one domain (the lines between its markers in docs/platform-api.md). */
export function callTable(domain: Domain, implemented: ReadonlySet<string>): string {
  return [
    `| Method | Path | Auth | Enc. | Request | Response value | Ref. | What |`,
    '|---|---|---|---|---|---|---|---|',
    ...ordered.filter((entry) => entry.domain === domain).map((entry) => tableRow(entry, implemented)),
  ].join('\n');
}

/** The error codes (docs/platform-api.md "Error codes"), from the contract's catalogue. */
export const errorCodeTable = (): string =>
  [
    '| errorCode | HTTP | When |',
    '|---|---|---|',
    ...Object.entries(REFUSALS).map(([errorCode, refusal]) => `| ${code(errorCode)} | ${refusal.status} | ${cell(refusal.means)} |`),
  ].join('\n');

const marker = (part: string, end: boolean) => `<!-- ${end ? '/' : ''}generated:${part} (npm run contract:docs) -->`;

/** `markdown` with the text between the part's two markers replaced; throws when they are missing, so a table cannot vanish. */
const between = (markdown: string, part: string, text: string): string => {
  const start = marker(part, false);
  const end = marker(part, true);
  const from = markdown.indexOf(start);
  const to = markdown.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/platform-api.md has no "${start}" … "${end}" markers`);
  return `${markdown.slice(0, from + start.length)}\n${text}\n${markdown.slice(to)}`;
};

/**
 * docs/platform-api.md with each domain's call table and the error codes regenerated between
 * their markers. The prose around them is kept as written.
 */
export function withCallTables(markdown: string, implemented: ReadonlySet<string>): string {
  let result = between(markdown, 'error-codes', errorCodeTable());
  for (const domain of Object.keys(DOMAIN_TITLES) as Domain[]) result = between(result, `calls ${domain}`, callTable(domain, implemented));
  return result;
}
