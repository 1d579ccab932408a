import { callKey } from '../../src/contract/docs/schema';
import { HANDLERS } from './index';

/** The calls the reference platform answers (`METHOD /path`); the generated docs mark the others 501. */
export const IMPLEMENTED_CALLS: ReadonlySet<string> = new Set(HANDLERS.map((handler) => callKey(handler.call)));
