import { ErrorCodes, refusalsOf } from '../refusals';
import { IDEMPOTENCY_KEY_FIELD } from '../define';
import { DOMAIN_TITLES, type JsonSchema, type NamedCall, byText, callKey, capitalised, jsonSchema, ordered, properties } from './schema';

/** docs/openapi.json: the OpenAPI 3.1 document of the declared calls, for the operator's platform team. */

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
    call.endsSession === 'always' ? "Ends the session: the site's proxy clears its cookie whatever the answer." : '',
    call.endsSession === 'on-success' ? "Ends the session when it succeeds: the site's proxy clears its cookie on a success envelope only." : '',
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
    'x-refusals': [...refusalsOf(call)].sort(byText),
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
              description:
                'A machine code; each operation\'s `x-refusals` lists the codes it may answer (docs/platform-api.md "Error codes"). The operator may add codes of its own.',
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
