import { register } from '../../../src/contract/calls/member';
import { defineHandler } from '../../http/context';
import { register as registerMember } from '../../members/registration';

/** POST /wps/member/register (encrypted): a new player by username, logged in at once. */
export default defineHandler(register, (context) => registerMember(context, 'username'));
