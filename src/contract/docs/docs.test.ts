import { describe, expect, it } from 'vitest';
import { callTable, withCallTables } from './markdown';
import { openApiDocument } from './openapi';
import { DOMAIN_TITLES } from './schema';

type Operation = {
  operationId: string;
  description: string;
  security: unknown[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> };
  responses: {
    '200': { content: { 'application/json': { schema: { oneOf: { properties: { value: { properties: Record<string, { type: string }> } } }[] } } } };
  };
  [extension: `x-${string}`]: unknown;
};
const implemented = new Set(['GET /wps/v2/wallets/balance', 'POST /wps/session/login', 'POST /wps/promotion/raffle/claim']);
const doc = openApiDocument(implemented) as { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: object } };
const op = (path: string, method: string) => doc.paths[path]![method]!;

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with every declared call, the session token in the Authorization header', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes).toEqual({ sessionToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Authorization' }) });
    expect(op('/wps/v2/wallets/balance', 'get').security).toEqual([{ sessionToken: [] }]);
    expect(op('/wps/system/status', 'get').security).toEqual([]);
  });

  it('describes what the platform sends, before the site reads money into minor units', () => {
    const success = op('/wps/v2/wallets/balance', 'get').responses['200'].content['application/json'].schema.oneOf[0]!;
    expect(success.properties.value.properties['sumBalance']).toMatchObject({ type: 'number' });
    expect(success.properties.value.properties['currency']).toMatchObject({ type: 'string', default: 'PHP' });
  });

  it('says an encrypted call encrypts its payload, and asks for the Encryption header', () => {
    const login = op('/wps/session/login', 'post');
    expect(login['x-encrypted']).toBe(true);
    expect(login['x-issues-session']).toBe(true);
    expect(login.description).toContain('the request body schema below is the payload that is encrypted');
    expect(login.parameters).toContainEqual(expect.objectContaining({ name: 'Encryption', in: 'header', required: true }));
    expect(Object.keys(login.requestBody!.content['application/json']!.schema.properties)).toContain('password');
  });

  it('marks money-moving calls and their idempotency key', () => {
    const claim = op('/wps/promotion/raffle/claim', 'post');
    expect(claim).toMatchObject({ 'x-moves-money': true, 'x-idempotency-key': 'idempotencyKey' });
    expect(Object.keys(claim.requestBody!.content['application/json']!.schema.properties)).toContain('idempotencyKey');
    expect(op('/wps/member/info', 'get')['x-moves-money']).toBe(false);
  });

  it("lists each operation's refusals: its own, and those its session and money bring", () => {
    const refusals = (path: string, method: string) => op(path, method)['x-refusals'] as string[];
    expect(refusals('/wps/promotion/raffle/claim', 'post')).toEqual(expect.arrayContaining(['ALREADY_CLAIMED', 'UNAUTHORIZED', 'IDEMPOTENCY_KEY_REUSED']));
    expect(refusals('/wps/system/status', 'get')).not.toContain('UNAUTHORIZED');
    expect(refusals('/wps/system/status', 'get')).not.toContain('ALREADY_CLAIMED');
  });

  it('takes GET parameters from the query, with their required flags', () => {
    expect(op('/lgw/games/list', 'get').parameters).toContainEqual({ name: 'gameType', in: 'query', required: true, schema: expect.any(Object) });
    expect(op('/lgw/games/list', 'get').requestBody).toBeUndefined();
  });

  it('keeps a recursive schema valid by moving its definitions into the components', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain('#/$defs/');
    expect(text).toContain('#/components/schemas/WhitelabelResponse0');
  });
});

describe('the call tables', () => {
  it('list each call with its auth, encryption, reference answer and flags', () => {
    const wallet = callTable('wallet', implemented);
    expect(callTable('messages', implemented)).toMatch(/\| GET \| `\/wps\/relay\/CSP_unreadCount` \| token \| .* \| 501 \| /);
    expect(wallet).toContain('| GET | `/wps/v2/wallets/balance` | token | — | — | `{ sumBalance, currency }` | ✔ |');
    expect(wallet).toMatch(
      /\| POST \| `\/wps\/relay\/GCS_walletTransfer` \| token \| — \| from, to, amount, idempotencyKey\? \| `\{ currency, sumBalance, wallets: \[\{ code, name, balance \}\] \}` \| 501 \| .*Moves money/,
    );
  });

  it('replace only what lies between the markers, and refuse a document without them', () => {
    const markdown = (part: string) => `<!-- generated:${part} (npm run contract:docs) -->\nold\n<!-- /generated:${part} (npm run contract:docs) -->`;
    const all = ['error-codes', ...Object.keys(DOMAIN_TITLES).map((domain) => `calls ${domain}`)].map(markdown).join('\nprose kept\n');
    const result = withCallTables(`# Title\n${all}\nend`, implemented);
    expect(result).not.toContain('\nold\n');
    expect(result.match(/prose kept/g)).toHaveLength(Object.keys(DOMAIN_TITLES).length);
    expect(result).toContain('| `ALREADY_CLAIMED` | 200 |');
    expect(result.startsWith('# Title\n') && result.endsWith('\nend')).toBe(true);
    expect(() => withCallTables('# no markers', implemented)).toThrow(/markers/);
  });
});
