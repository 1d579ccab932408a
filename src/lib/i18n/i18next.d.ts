/**
 * Typed translation keys: i18next's `t` (locals.t, getT, pickStrings' key maps) accepts only
 * keys of the English catalogues, the source every language translates (docs/architecture.md
 * "Languages"), so a misspelled key fails `astro check`. i18next reads the resources' shape
 * from `CustomTypeOptions` (declaration merging, i18next's TypeScript guide).
 */
import 'i18next';
import type accounts from './catalogues/en/accounts.json';
import type agent from './catalogues/en/agent.json';
import type agentPay from './catalogues/en/agentPay.json';
import type forgot from './catalogues/en/forgot.json';
import type games from './catalogues/en/games.json';
import type help from './catalogues/en/help.json';
import type identity from './catalogues/en/identity.json';
import type lobby from './catalogues/en/lobby.json';
import type lottery from './catalogues/en/lottery.json';
import type member from './catalogues/en/member.json';
import type messages from './catalogues/en/messages.json';
import type pages from './catalogues/en/pages.json';
import type promotions from './catalogues/en/promotions.json';
import type records from './catalogues/en/records.json';
import type register from './catalogues/en/register.json';
import type rewards from './catalogues/en/rewards.json';
import type missions from './catalogues/en/missions.json';
import type referral from './catalogues/en/referral.json';
import type seo from './catalogues/en/seo.json';
import type shell from './catalogues/en/shell.json';
import type wallet from './catalogues/en/wallet.json';
import type withdraw from './catalogues/en/withdraw.json';
import type safer from './catalogues/en/safer.json';
import type mall from './catalogues/en/mall.json';

/** The English catalogue: the union of its area files (src/lib/i18n/catalogues/index.ts). */
export type EnglishCatalogue = typeof shell &
  typeof accounts &
  typeof register &
  typeof forgot &
  typeof identity &
  typeof games &
  typeof help &
  typeof lobby &
  typeof lottery &
  typeof pages &
  typeof promotions &
  typeof member &
  typeof messages &
  typeof rewards &
  typeof missions &
  typeof referral &
  typeof seo &
  typeof wallet &
  typeof withdraw &
  typeof records &
  typeof safer &
  typeof agent &
  typeof agentPay &
  typeof mall;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: EnglishCatalogue };
    returnNull: false;
  }
}
