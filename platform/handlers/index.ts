import type { Domain } from '../../src/contract/calls/index';
import type { CallHandler } from '../http/context';
import type { AnyHandlerDomain } from './domain';
import agent from './agent/index';
import centre from './centre/index';
import deposits from './deposits/index';
import games from './games/index';
import lottery from './lottery/index';
import member from './member/index';
import messages from './messages/index';
import points from './points/index';
import missions from './missions/index';
import promotions from './promotions/index';
import records from './records/index';
import referral from './referral/index';
import rewards from './rewards/index';
import safety from './safety/index';
import session from './session/index';
import system from './system/index';
import wallet from './wallet/index';
import withdrawal from './withdrawal/index';

/** The reference platform's handlers, in folders named like the declaration files (docs/platform-api.md "Reference platform internals"). */
export const HANDLER_DOMAINS: Readonly<Record<Domain, AnyHandlerDomain>> = {
  session,
  member,
  system,
  games,
  wallet,
  lottery,
  promotions,
  centre,
  deposits,
  withdrawal,
  records,
  messages,
  rewards,
  safety,
  agent,
  points,
  missions,
  referral,
};

/** The calls of the contract the reference platform answers; the others get 501 UNSUPPORTED. */
export const HANDLERS: readonly CallHandler[] = Object.values(HANDLER_DOMAINS).flatMap((domain) =>
  Object.values(domain.handlers).filter((handler): handler is CallHandler => handler !== undefined),
);
