import { atom } from 'nanostores';

/**
 * The session member's unread messages, once a page has changed them (issue 15 item 4): null
 * until then, so the badges show the count the server rendered. The messages island sets it
 * from every inbox answer; the header's account menu and the member centre's menu follow it.
 */
export const $unread = atom<number | null>(null);

export const setUnread = (count: number): void => $unread.set(count);

/** Rewards waiting to be claimed, once the reward centre has changed them (null until then); the centre's menu badge follows it. */
export const $rewardsWaiting = atom<number | null>(null);

/** Mission prizes waiting, once the reward centre has changed them (null until then); mission activity's menu badge follows it. */
export const $missionPrizesWaiting = atom<number | null>(null);
