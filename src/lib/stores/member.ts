import { atom } from 'nanostores';
import { browserClient } from '../platform/browser-client';
import { memberInfo, type MemberInfo } from '../../contract/calls/member';
import { PlatformError } from '../../contract/envelope';
import { setGuest, setMember } from './session';

/** The logged-in account, or null. */
export const $member = atom<MemberInfo | null>(null);

/** The load under way, shared by everyone who asks meanwhile (the header's, a game card's). */
let inFlight: Promise<MemberInfo | null> | null = null;

/**
 * Loads member info; an expired session returns the page to the guest state. Callers that ask
 * while a load is under way get that load's answer: one request, not one per caller.
 */
export function loadMember(): Promise<MemberInfo | null> {
  inFlight ??= fetchMember().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function fetchMember(): Promise<MemberInfo | null> {
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
