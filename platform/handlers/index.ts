import type { CallHandler } from '../http/context';
import announcements from './announcements';
import banners from './banners';
import captcha from './captcha';
import countryCodes from './country-codes';
import domainRoutes from './domain-routes';
import gameMenus from './game-menus';
import login from './login';
import logout from './logout';
import memberInfo from './member-info';
import registerSettings from './register-settings';
import rsaKey from './rsa-key';
import systemStatus from './system-status';
import walletBalance from './wallet-balance';
import whitelabel from './whitelabel';

/** The calls of the contract the reference platform answers; the others get 501 UNSUPPORTED. */
export const HANDLERS: readonly CallHandler[] = [
  rsaKey,
  login,
  logout,
  captcha,
  memberInfo,
  walletBalance,
  systemStatus,
  whitelabel,
  registerSettings,
  domainRoutes,
  countryCodes,
  announcements,
  banners,
  gameMenus,
];
