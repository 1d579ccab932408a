import enShell from './en/shell.json' with { type: 'json' };
import enAccounts from './en/accounts.json' with { type: 'json' };
import enRegister from './en/register.json' with { type: 'json' };
import enForgot from './en/forgot.json' with { type: 'json' };
import enIdentity from './en/identity.json' with { type: 'json' };
import enGames from './en/games.json' with { type: 'json' };
import enLobby from './en/lobby.json' with { type: 'json' };
import enLottery from './en/lottery.json' with { type: 'json' };
import tyShell from './ty/shell.json' with { type: 'json' };
import tyAccounts from './ty/accounts.json' with { type: 'json' };
import tyRegister from './ty/register.json' with { type: 'json' };
import tyForgot from './ty/forgot.json' with { type: 'json' };
import tyIdentity from './ty/identity.json' with { type: 'json' };
import tyGames from './ty/games.json' with { type: 'json' };
import tyLobby from './ty/lobby.json' with { type: 'json' };
import tyLottery from './ty/lottery.json' with { type: 'json' };

/**
 * The translation catalogues, one folder per language and one file per area of the site, so
 * that each area's strings are found (and reviewed) together. Every file holds its own
 * top-level keys; a language's catalogue is the union of its files (a test checks that no
 * two files claim the same key).
 */
export const CATALOGUE_FILES = {
  en: [enShell, enAccounts, enRegister, enForgot, enIdentity, enGames, enLobby, enLottery],
  ty: [tyShell, tyAccounts, tyRegister, tyForgot, tyIdentity, tyGames, tyLobby, tyLottery],
} as const;

export type Catalogue = typeof enShell & typeof enAccounts & typeof enRegister & typeof enForgot & typeof enIdentity & typeof enGames & typeof enLobby & typeof enLottery;

const merge = (files: readonly object[]): Catalogue => Object.assign({}, ...files) as Catalogue;

export const en: Catalogue = merge(CATALOGUE_FILES.en);
export const ty: Catalogue = merge(CATALOGUE_FILES.ty);
export const catalogues: Record<string, Catalogue> = { en, ty };
