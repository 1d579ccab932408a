import { atom } from 'nanostores';
import { browserClient } from '../platform/browser-client';
import { memberInfo, type MemberInfo } from '../../contract/calls/member';
import { PlatformError } from '../../contract/envelope';
import { setGuest, setMember } from './session';

/** The logged-in account, or null. */
export const $member = atom<MemberInfo | null>(null);

/** Loads member info; an expired session returns the page to the guest state. */
export async function loadMember(): Promise<MemberInfo | null> {
  try {
    const info = await browserClient.call(memberInfo);
    $member.set(info);
    setMember(info.account);
    return info;
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'unauthorized') {
      $member.set(null);
      setGuest();
      return null;
    }
    throw error;
  }
}
