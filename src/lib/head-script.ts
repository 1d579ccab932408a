import { createHash } from 'node:crypto';

/**
 * The one inline script of every page, run before first paint: applies the remembered theme
 * (light by default) so there is no flash of the wrong one, marks a logged-in visitor from
 * the readable `username` hint cookie, and mirrors the page language to localStorage (docs/product.md §3).
 * It also marks what must not wait for the first interaction (src/lib/hydration/interaction-directive.ts):
 * a password change that is due (the modal host opens it at once), an invitation code in the
 * address (kept at once in this tab's sessionStorage under the keys registration reads, so that
 * leaving the page before any island has run does not lose it; registration validates what it
 * reads) and a remembered username (the login
 * page shows it at once: src/lib/account/remember.ts). The cookie and parameter names are
 * those of src/lib/session/cookies.ts and src/lib/account/register/referral.ts (a test checks).
 * Its hash goes into the page's CSP, so no 'unsafe-inline' is needed; both are computed once.
 */
export const HEAD_SCRIPT = `(function(){var r=document.documentElement,t=null;try{t=localStorage.getItem('theme');if(localStorage.getItem('rememberedUsername'))r.dataset.remembered='1'}catch(e){}r.dataset.theme=t==='dark'?'dark':'light';var c=document.cookie;if(/(?:^|;\\s*)username=/.test(c)){r.dataset.session='member';if(/(?:^|;\\s*)passwordChange=1(?:;|$)/.test(c))r.dataset.passwordChange='due'}if(/[?&](?:referralCode|affiliateCode|code)=/.test(location.search)){r.dataset.invited='1';try{var q=new URLSearchParams(location.search),v=q.get('referralCode');if(v)sessionStorage.setItem('register.referralCode',v);v=q.get('affiliateCode')||q.get('code');if(v)sessionStorage.setItem('register.affiliateCode',v)}catch(e){}}try{localStorage.setItem('language',r.dataset.platformLang||'TY')}catch(e){}})();`;

export const HEAD_SCRIPT_HASH: `sha256-${string}` = `sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}`;
