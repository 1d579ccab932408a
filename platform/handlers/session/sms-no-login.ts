import { smsNoLogin } from '../../../src/contract/calls/session';
import { defineHandler } from '../../http/context';
import { sendCode } from '../../members/send-code';

/** POST /wps/verification/sms/noLogin: a code for an account's number (SMS login, phone reset). */
export default defineHandler(smsNoLogin, (context) =>
  sendCode(context, { mobile: context.input.mobileNum, dialingCode: context.input.countryDialingCode, kind: 'noLogin' }),
);
