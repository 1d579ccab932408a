import '../../src/contract/english-messages';
import { z } from 'zod/mini';
import { allCalls, findCall } from '../../src/contract/calls/index';
import { ErrorCodes, refusalBreach } from '../../src/contract/refusals';
import { translator } from '../i18n';
import { endedBySessionLimit, resolveSession } from '../security/sessions';
import { queryOutbox } from '../outbox/outbox';
import { DEMO_PREFIX, serveDemo } from '../demo-game/serve';
import { DEV_DRAW_PATH, devDraw } from '../lottery/dev-draw';
import { DEV_WITHDRAWAL_PATH, devWithdrawal } from '../withdrawal/dev-operator';
import { DEV_SAFETY_AGE_PATH, devSafetyAge } from '../safety/dev-age';
import { LOTTERY_SCREEN_PREFIX, serveLotteryScreen } from '../lottery-screen/serve';
import { serveStatic } from '../static/serve';
import { PROVIDER_PREFIX, serveProvider } from '../deposits/provider';
import { checkLedger } from '../wallet/ledger-check';
import { refusal, success, type CallHandler, type Outcome, type Services } from './context';
import { applyOnce, keyOf, withoutKey } from './idempotency';
import { readInput } from './input';
import { bearer, clientIp, requestLanguage, toResponse } from './respond';

/**
 * The platform's single entry point. Routes by method and path through the contract's
 * {@link findCall}, so a path exists here exactly when the site declares it; answers the
 * platform's static images, the demo game (`/lgw/demo/…`), the lottery betting screen
 * (`/lgw/lottery-screen/…`) and, in development only, the outbox and the lottery's draw-now.
 */
export function createRouter(services: Services, handlers: readonly CallHandler[]): (request: Request) => Promise<Response> {
  const byCall = new Map(handlers.map((handler) => [handler.call, handler]));
  const { options } = services;

  async function route(request: Request, url: URL): Promise<Outcome | Response> {
    const t = translator(request.headers.get('Language'));
    if (url.pathname.startsWith('/lgw/static/') && request.method === 'GET') {
      return (await serveStatic(services, url.pathname, request)) ?? refusal(404, t('notFound'), ErrorCodes.notFound);
    }
    if (url.pathname.startsWith(DEMO_PREFIX)) {
      return (await serveDemo(services, request, url)) ?? refusal(404, t('notFound'), ErrorCodes.notFound);
    }
    if (url.pathname.startsWith(LOTTERY_SCREEN_PREFIX)) {
      return (await serveLotteryScreen(services, request, url)) ?? refusal(404, t('notFound'), ErrorCodes.notFound);
    }
    if (url.pathname.startsWith(PROVIDER_PREFIX)) {
      return (await serveProvider(services, request, url)) ?? refusal(404, t('notFound'), ErrorCodes.notFound);
    }
    if (url.pathname === DEV_DRAW_PATH && (request.method === 'POST' || request.method === 'GET') && options.env['PLATFORM_DEV_TOOLS'] === '1') {
      return devDraw(services, request, url, t);
    }
    if (url.pathname === '/platform-dev/ledger-check' && options.env['PLATFORM_DEV_TOOLS'] === '1') {
      return success(await checkLedger(services.db));
    }
    if (url.pathname === DEV_WITHDRAWAL_PATH && (request.method === 'POST' || request.method === 'GET') && options.env['PLATFORM_DEV_TOOLS'] === '1') {
      return devWithdrawal(services, url);
    }
    if (url.pathname === DEV_SAFETY_AGE_PATH && request.method === 'POST' && options.env['PLATFORM_DEV_TOOLS'] === '1') {
      return devSafetyAge(services, url);
    }
    if (url.pathname === '/platform-dev/outbox' && options.env['PLATFORM_DEV_TOOLS'] === '1') {
      const query = { kind: url.searchParams.get('kind') ?? undefined, recipient: url.searchParams.get('recipient') ?? undefined };
      return success(await queryOutbox(services.db, query));
    }

    const call = findCall(request.method, url.pathname);
    if (!call) {
      // A known path asked with another method names the methods it takes (RFC 9110 §15.5.6).
      const allow = allCalls.filter((candidate) => candidate.path === url.pathname).map((candidate) => candidate.method);
      return allow.length
        ? refusal(405, t('badRequest'), ErrorCodes.methodNotAllowed, undefined, { Allow: allow.join(', ') })
        : refusal(404, t('notFound'), ErrorCodes.notFound);
    }
    const handler = byCall.get(call);
    if (!handler) return refusal(501, t('unsupported'), ErrorCodes.unsupported);
    // Headers a call declares (free play's X-Gateway-Version: 3) are part of its contract.
    for (const [name, value] of Object.entries(call.headers ?? {})) {
      if (request.headers.get(name) !== value) return refusal(400, t('badRequest'), ErrorCodes.badRequest);
    }

    const now = options.now();
    const token = bearer(request);
    let memberId: bigint | null = null;
    if (call.auth) {
      memberId = token ? await resolveSession(services.db, token, { now, ttlMs: options.sessionTtlMs }) : null;
      if (memberId === null) {
        const ended = token !== null && (await endedBySessionLimit(services.db, token, now));
        return refusal(401, t('unauthorized'), ErrorCodes.unauthorized, ended ? { ended: 'sessionLimit' } : undefined);
      }
    }
    const parsed = await readInput(call, request, url, services.rsaKey, t);
    if (!parsed.ok) return parsed.outcome;

    const language = requestLanguage(request);
    const answer = async (scoped: Services): Promise<Outcome> => {
      const outcome = await handler.handle({
        services: scoped,
        input: parsed.input,
        now,
        ip: clientIp(request),
        device: (request.headers.get('user-agent') ?? '').slice(0, 300),
        t,
        language,
        token,
        memberId,
      });
      if (!options.validateResponses) return outcome;
      // A success must fit the declared response, a refusal the call's declared refusals
      // (src/contract/refusals.ts), so the contract says everything the site can be answered.
      if (outcome.body.success) {
        const check = z.safeParse(call.response, outcome.body.value);
        if (check.success) return outcome;
        console.error(`[platform] ${call.method} ${call.path}: response breaks the contract`, check.error.issues);
      } else {
        const breach = refusalBreach(call, outcome.body.errorCode, outcome.body.value);
        if (!breach) return outcome;
        console.error(`[platform] ${call.method} ${call.path}: refusal breaks the contract: ${breach}`);
      }
      return refusal(500, t('internal'), ErrorCodes.internal);
    };
    if (!call.movesMoney) return answer(services);
    // A money-moving call runs once per key (http/idempotency.ts). Inside, the handler reaches the
    // database only through the key's transaction, and the settings as read just before.
    const settings = await services.settings.get();
    const fixedSettings = { get: () => Promise.resolve(settings), invalidate: () => services.settings.invalidate() };
    const keyed = {
      scope: `member:${memberId}`,
      key: keyOf(parsed.input),
      request: { call: `${call.method} ${call.path}`, input: withoutKey(parsed.input) },
      now,
    };
    return applyOnce(services.db, keyed, t, (db) => answer({ ...services, db, settings: fixedSettings }));
  }

  return async (request) => {
    const url = new URL(request.url);
    try {
      const result = await route(request, url);
      return result instanceof Response ? result : toResponse(result);
    } catch (error) {
      console.error(`[platform] ${request.method} ${url.pathname} failed:`, error);
      return toResponse(refusal(500, translator(request.headers.get('Language'))('internal'), ErrorCodes.internal));
    }
  };
}
