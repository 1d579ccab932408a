/**
 * Called when a login form has logged the player in: 'changePassword' when the forced change
 * opened (the page must stay), 'start' otherwise (the page may move on).
 */
export type LoginDone = (step: 'changePassword' | 'start') => void;
