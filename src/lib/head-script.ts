import { createHash } from 'node:crypto';

/**
 * The one inline script of every page, run before first paint: applies the remembered theme
 * (light by default) so there is no flash of the wrong one, marks a logged-in visitor from
 * the readable `username` hint cookie, and mirrors the page language to localStorage (docs/product.md §3).
 * Its hash goes into the page's CSP, so no 'unsafe-inline' is needed; both are computed once.
 */
export const HEAD_SCRIPT = `(function(){var r=document.documentElement,t=null;try{t=localStorage.getItem('theme')}catch(e){}r.dataset.theme=t==='dark'?'dark':'light';if(/(?:^|;\\s*)username=/.test(document.cookie))r.dataset.session='member';try{localStorage.setItem('language',r.dataset.platformLang||'TY')}catch(e){}})();`;

export const HEAD_SCRIPT_HASH: `sha256-${string}` = `sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}`;
