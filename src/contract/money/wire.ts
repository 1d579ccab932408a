import { z } from 'zod/mini';

/**
 * An amount as the contract carries it: a JSON number of major units (docs/platform-api.md
 * "Money"). Bounded so that, in minor units of any currency up to three decimals, it stays a
 * safe integer (`MinorUnits`). Response schemas read it with
 * `minorFromWire` beside the answer's currency, so the site only ever sees minor units.
 */
export const wireAmount = z.number().check(z.gte(-9e12), z.lte(9e12));
