import type { CallHandler } from '../http/context';
import addFavourite from './add-favourite';
import agentAffiliate from './agent-affiliate';
import announcements from './announcements';
import banners from './banners';
import captcha from './captcha';
import changePassword from './change-password';
import countryCodes from './country-codes';
import domainRoutes from './domain-routes';
import favouriteGames from './favourite-games';
import firstLogin from './first-login';
import forgotPasswordEmail from './forgot-password-email';
import freePlay from './free-play';
import gameList from './game-list';
import gameMenus from './game-menus';
import helpCenter from './help-center';
import hotGames from './hot-games';
import launchGame from './launch-game';
import launchThirdParty from './launch-third-party';
import login from './login';
import logout from './logout';
import lotteryMenus from './lottery-menus';
import memberInfo from './member-info';
import openedNumbers from './opened-numbers';
import popularLottery from './popular-lottery';
import popularGames from './popular-games';
import promotionDetail from './promotion-detail';
import promotions from './promotions';
import raffleClaim from './raffle-claim';
import raffleStatus from './raffle-status';
import recentGames from './recent-games';
import recentLotteryMenus from './recent-lottery-menus';
import recentLotteryResults from './recent-lottery-results';
import register from './register';
import registerMobile from './register-mobile';
import registerSettings from './register-settings';
import removeFavourite from './remove-favourite';
import rsaKey from './rsa-key';
import setPasswordByPhone from './set-password-by-phone';
import smsNoLogin from './sms-no-login';
import smsRegister from './sms-register';
import systemStatus from './system-status';
import vassalageGames from './vassalage-games';
import vipLevels from './vip-levels';
import vnNumbers from './vn-numbers';
import walletBalance from './wallet-balance';
import whitelabel from './whitelabel';
import winnerBoard from './winner-board';

/** The calls of the contract the reference platform answers; the others get 501 UNSUPPORTED. */
export const HANDLERS: readonly CallHandler[] = [
  rsaKey,
  login,
  freePlay,
  logout,
  captcha,
  smsNoLogin,
  smsRegister,
  register,
  registerMobile,
  agentAffiliate,
  firstLogin,
  changePassword,
  forgotPasswordEmail,
  setPasswordByPhone,
  memberInfo,
  vipLevels,
  walletBalance,
  systemStatus,
  whitelabel,
  registerSettings,
  domainRoutes,
  helpCenter,
  countryCodes,
  announcements,
  banners,
  gameMenus,
  gameList,
  hotGames,
  popularGames,
  vassalageGames,
  winnerBoard,
  favouriteGames,
  addFavourite,
  removeFavourite,
  recentGames,
  launchThirdParty,
  launchGame,
  lotteryMenus,
  recentLotteryMenus,
  popularLottery,
  recentLotteryResults,
  openedNumbers,
  vnNumbers,
  promotions,
  promotionDetail,
  raffleStatus,
  raffleClaim,
];
