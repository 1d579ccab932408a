import { registerMobile } from '../../../src/contract/calls/member';
import { defineHandler } from '../../http/context';
import { register } from '../../members/registration';

/** POST /wps/member/register/mobile (encrypted): a new player by mobile number, logged in at once. */
export default defineHandler(registerMobile, (context) => register(context, 'mobile'));
