import type { CallDeclaration } from '../../contract/define';
import type { Game } from '../../contract/calls/games';

/**
 * A stand-in platform client for the framework-free game modules' tests: each declaration is
 * answered by a handler, and every call is recorded with its input.
 */
export type FakeHandler = (input: Record<string, unknown>) => unknown;

export function fakeClient(handlers: Map<CallDeclaration, FakeHandler>) {
  const calls: { path: string; method: string; input: Record<string, unknown> }[] = [];
  return {
    calls,
    call: (async (declaration: CallDeclaration, input?: unknown) => {
      const record = (input ?? {}) as Record<string, unknown>;
      calls.push({ path: declaration.path, method: declaration.method, input: record });
      const handler = handlers.get(declaration);
      if (!handler) throw new Error(`no handler for ${declaration.method} ${declaration.path}`);
      return handler(record);
    }) as never,
  };
}

export const sampleGame = (n: number, overrides: Partial<Game> = {}): Game => ({
  nodeId: `node-${n}`,
  gameType: 'RNG',
  isGame: null,
  defaultPlayType: null,
  vendor: 'JILI',
  accountTypeName: null,
  gameCode: `JILI-${n}`,
  code: null,
  vassalage: 'JILI',
  name: `Game ${n}`,
  image: null,
  minBet: 0.1,
  classify: null,
  isHot: 0,
  ...overrides,
});
