import { z } from 'zod/mini';
import { minorFromWire } from '../../money';
import { wireAmount } from '../../money/wire';

/** An amount: major units on the wire, minor units once read (docs/platform-api.md "Money"). */
export const money = z.pipe(
  wireAmount,
  z.transform((value: number) => minorFromWire(value)),
);
