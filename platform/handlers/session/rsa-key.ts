import { rsaKey } from '../../../src/contract/calls/session';
import { defineHandler, success } from '../../http/context';

/** GET /wps/session/key/rsa: the public modulus in hex (the exponent is always 10001). */
export default defineHandler(rsaKey, async ({ services }) => success(services.rsaKey.modulusHex));
