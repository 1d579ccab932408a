import { smsRegister } from '../../../src/contract/calls/session';
import { defineHandler } from '../../http/context';
import { sendCode } from '../../members/send-code';

/** POST /wps/verification/sms/register: a code for a number no account has yet. */
export default defineHandler(smsRegister, (context) =>
  sendCode(context, { mobile: context.input.mobileNo, dialingCode: context.input.countryDialingCode, kind: 'register' }),
);
