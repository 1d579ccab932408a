import type { CallDeclaration } from '../../src/contract/define';
import type { CallHandler } from '../http/context';
import type { CallOptions, TestPlatform } from '../test-support';

/** The declarations of one declaration file (`src/contract/calls/<domain>.ts`), by exported name. */
type CallsOf<Module> = { [Name in keyof Module as Module[Name] extends CallDeclaration ? Name : never]: Module[Name] };

/**
 * A request the contract test (platform/handlers/contract.test.ts) sends to a call, or a function
 * of the test platform that makes one. `token: 'SESSION'` is the shared player's session,
 * `'LOGIN'` a fresh one. Samples that change an account use accounts no other sample logs in with.
 */
export type Sample = CallOptions | ((t: TestPlatform) => Promise<CallOptions>);

/**
 * One domain of the reference platform, named like its declaration file: its handlers and
 * contract-test samples keyed by the declaration they answer, and the declarations it leaves
 * unanswered (501 `UNSUPPORTED`) with the reason. A new call is a declaration and a handler in
 * its domain; contract.test.ts fails until every declaration is in exactly one of `handlers` and
 * `unsupported` and every handler has a sample.
 */
export interface HandlerDomain<Module> {
  readonly calls: Module;
  readonly handlers: { readonly [Name in keyof CallsOf<Module>]?: CallHandler };
  readonly unsupported: { readonly [Name in keyof CallsOf<Module>]?: string };
  readonly samples: { readonly [Name in keyof CallsOf<Module>]?: readonly Sample[] };
}

export const defineDomain = <Module>(calls: Module, domain: Omit<HandlerDomain<Module>, 'calls'>): HandlerDomain<Module> => ({ calls, ...domain });

/** A domain as the router and the contract test read it, whatever its declaration file. */
export interface AnyHandlerDomain {
  readonly calls: Readonly<Record<string, unknown>>;
  readonly handlers: Readonly<Record<string, CallHandler | undefined>>;
  readonly unsupported: Readonly<Record<string, string | undefined>>;
  readonly samples: Readonly<Record<string, readonly Sample[] | undefined>>;
}
