import { z } from 'astro/zod';
import { ErrorCodes } from './refusals';
import { type Domain, namedCalls } from './calls/index';
import { type CallDeclaration, IDEMPOTENCY_KEY_FIELD } from './define';

/**
 * The contract's documentation, generated from the declarations (docs/platform-api.md "Calls"
 * and docs/openapi.json). `npm run contract:docs` writes both; a test regenerates them in memory
 * and fails when the files are stale, so the docs can never drift from the code.
 *
 * Schemas are emitted with `io: 'input'`: a response schema's transforms (money read into minor
 * units, src/contract/money/wire.ts) run on the site, so the wire shape the platform must send is
 * the schema's input. `unrepresentable: 'any'` keeps a transform's output from failing the run.
 */

type JsonSchema = { [key: string]: unknown };
type NamedCall = (typeof namedCalls)[number];

/** Code-unit order, the same on every machine (localeCompare depends on the locale). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'DELETE'];
/**
 * The calls by path, then method: a stable order whatever order a module loader lists a
 * namespace's exports in (Node sorts them by name, Vite keeps the source's order).
 */
const ordered: readonly NamedCall[] = [...namedCalls].sort(
  (a, b) => byText(a.call.path, b.call.path) || METHOD_ORDER.indexOf(a.call.method) - METHOD_ORDER.indexOf(b.call.method),
);

const jsonSchema = (schema: z.ZodType): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** `GET /wps/member/info`: how the set of calls the reference platform answers names them. */
export const callKey = (call: CallDeclaration) => `${call.method} ${call.path}`;

const DOMAIN_TITLES: Record<Domain, string> = {
  session: 'Session',
  member: 'Member',
  system: 'System',
  games: 'Games',
  wallet: 'Wallet',
  lottery: 'Lottery',
  promotions: 'Promotions',
};

// ---------------------------------------------------------------------------------------------
// The Markdown call tables.

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => `\`${text}\``;

const properties = (schema: JsonSchema): [string, JsonSchema][] =>
  Object.entries((schema['properties'] as Record<string, JsonSchema> | undefined) ?? {}) as [string, JsonSchema][];

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
  ...(call.endsSession ? ['ends the session'] : []),
  ...Object.entries(call.headers ?? {}).map(([name, value]) => `needs header ${code(`${name}: ${value}`)}`),
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

const marker = (domain: Domain, end: boolean) => `<!-- ${end ? '/' : ''}generated:calls ${domain} (npm run contract:docs) -->`;

/**
 * docs/platform-api.md with each domain's table regenerated between its two markers. The prose
 * around them is kept as written. Throws when a domain has no markers, so a table cannot vanish.
 */
export function withCallTables(markdown: string, implemented: ReadonlySet<string>): string {
  let result = markdown;
  for (const domain of Object.keys(DOMAIN_TITLES) as Domain[]) {
    const start = marker(domain, false);
    const end = marker(domain, true);
    const from = result.indexOf(start);
    const to = result.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs/platform-api.md has no "${start}" … "${end}" markers`);
    result = `${result.slice(0, from + start.length)}\n${callTable(domain, implemented)}\n${result.slice(to)}`;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// The OpenAPI 3.1 document.

/** Moves a schema's `$defs` into `components.schemas` under names of its own, rewriting its refs. */
const hoist = (schema: JsonSchema, prefix: string, components: Record<string, JsonSchema>): JsonSchema => {
  const { $defs, ...rest } = schema as JsonSchema & { $defs?: Record<string, JsonSchema> };
  if (!$defs) return rest;
  const names = new Map(Object.keys($defs).map((name, index) => [name, `${prefix}${index}`]));
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) =>
          key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
            ? [key, `#/components/schemas/${names.get(inner.slice('#/$defs/'.length))}`]
            : [key, rewrite(inner)],
        ),
      );
    }
    return value;
  };
  for (const [name, def] of Object.entries($defs)) components[names.get(name)!] = rewrite(def) as JsonSchema;
  return rewrite(rest) as JsonSchema;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const envelopeWith = (value: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['success'],
  properties: {
    success: { const: true },
    value,
    message: { type: ['string', 'null'] },
    errorCode: { type: ['string', 'null'] },
  },
});

function operation({ domain, name, call }: NamedCall, implemented: ReadonlySet<string>, components: Record<string, JsonSchema>): JsonSchema {
  const request = hoist(jsonSchema(call.request), `${capitalised(name)}Request`, components);
  const response = hoist(jsonSchema(call.response), `${capitalised(name)}Response`, components);
  const inQuery = call.method === 'GET' || call.method === 'DELETE';
  const required = new Set((request['required'] as string[] | undefined) ?? []);
  const parameters: JsonSchema[] = [
    ...(inQuery ? properties(request).map(([field, schema]) => ({ name: field, in: 'query', required: required.has(field), schema })) : []),
    ...Object.entries(call.headers ?? {}).map(([header, value]) => ({ name: header, in: 'header', required: true, schema: { const: value } })),
    ...(call.encrypted ? [{ name: 'Encryption', in: 'header', required: true, description: 'The RSA-wrapped DES key, hex.', schema: { type: 'string' } }] : []),
  ];
  const description = [
    call.summary,
    call.encrypted
      ? 'Encrypted: the request body schema below is the payload that is encrypted. On the wire the body is `{ "value": "<Base64 DES-ECB of the JSON payload>" }` and the `Encryption` header carries the RSA-wrapped key (docs/platform-api.md "Wire protocol").'
      : '',
    call.movesMoney
      ? `Moves money: the body carries the caller's \`${IDEMPOTENCY_KEY_FIELD}\`; the platform applies a key once and answers its repeats with the first answer (docs/platform-api.md "Idempotency keys").`
      : '',
    call.issuesSession ? "Issues a session: the value's `token` is moved by the site's proxy into its HttpOnly cookie." : '',
    call.endsSession ? "Ends the session: the site's proxy clears its cookie whatever the answer." : '',
    implemented.has(callKey(call)) ? '' : 'Not answered by the reference platform yet (501 `UNSUPPORTED`).',
  ]
    .filter(Boolean)
    .join('\n\n');
  const contentType = call.body === 'form' && !call.encrypted ? 'application/x-www-form-urlencoded' : 'application/json';
  return {
    operationId: `${domain}.${name}`,
    tags: [DOMAIN_TITLES[domain]],
    summary: call.summary,
    description,
    ...(call.auth ? { security: [{ sessionToken: [] }] } : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
    ...(inQuery ? {} : { requestBody: { required: true, content: { [contentType]: { schema: request } } } }),
    responses: {
      '200': {
        description: 'Success: the envelope with the call\'s `value`, or a business refusal (`success: false`, see "Refusal").',
        content: { 'application/json': { schema: { oneOf: [envelopeWith(response), { $ref: '#/components/schemas/Refusal' }] } } },
      },
      default: { $ref: '#/components/responses/Refusal' },
    },
    'x-auth': call.auth,
    'x-encrypted': call.encrypted,
    'x-moves-money': call.movesMoney ?? false,
    ...(call.movesMoney ? { 'x-idempotency-key': IDEMPOTENCY_KEY_FIELD } : {}),
    'x-issues-session': call.issuesSession ?? false,
    'x-ends-session': call.endsSession ?? false,
    'x-reference-platform': implemented.has(callKey(call)) ? 'implemented' : 'unsupported',
  };
}

/** The OpenAPI 3.1 document of every declared call, for the operator's platform team. */
export function openApiDocument(implemented: ReadonlySet<string>): JsonSchema {
  const components: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const entry of ordered) {
    const byMethod = (paths[entry.call.path] ??= {});
    byMethod[entry.call.method.toLowerCase()] = operation(entry, implemented, components);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Platform API',
      version: '1',
      description:
        "Generated from the declarations in src/contract/calls/ by `npm run contract:docs`; do not edit. Every answer is an envelope `{ success, value?, message?, errorCode? }`; `message` is already in the `Language` header's language. The prose is docs/platform-api.md.",
    },
    tags: Object.values(DOMAIN_TITLES).map((tag) => ({ name: tag })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => byText(a, b))),
    components: {
      securitySchemes: {
        sessionToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The bare session token (no `Bearer` prefix).' },
      },
      schemas: {
        Refusal: {
          type: 'object',
          required: ['success'],
          properties: {
            success: { const: false },
            message: { type: ['string', 'null'], description: "A human message in the request's language." },
            errorCode: {
              type: ['string', 'null'],
              description: 'A machine code; the operator may add codes of its own.',
              examples: Object.values(ErrorCodes),
            },
            value: { description: 'Sometimes details, e.g. `{ field }` naming a refused field or `{ captcha }` on a login.' },
          },
        },
        ...Object.fromEntries(Object.entries(components).sort(([a], [b]) => byText(a, b))),
      },
      responses: {
        Refusal: {
          description: 'A refusal: 400 malformed, 401 no session, 404, 405, 409 idempotency key reused, 429 rate-limited, 5xx.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
        },
      },
    },
  };
}

/** The document as the file holds it. */
export const openApiText = (implemented: ReadonlySet<string>): string => `${JSON.stringify(openApiDocument(implemented), null, 2)}\n`;

/** The two generated files, as they should be: the call tables inside `platformApiMarkdown`, and the OpenAPI document. */
export const CONTRACT_DOCS = { platformApi: 'docs/platform-api.md', openApi: 'docs/openapi.json' } as const;
export const generatedDocs = (platformApiMarkdown: string, implemented: ReadonlySet<string>): Record<string, string> => ({
  [CONTRACT_DOCS.platformApi]: withCallTables(platformApiMarkdown, implemented),
  [CONTRACT_DOCS.openApi]: openApiText(implemented),
});
