/**
 * The lottery lists' own words, in the request's language (Filipino for TY, English otherwise;
 * the platform's messages, platform/i18n, also have VI, CN, TH and ID): the menu titles and a
 * game's schedule ("Every 3 minutes", "Tue, Thu, Sat 21:00").
 */
import type { Schedule } from './schedule';

const MENU_TITLES = {
  EN: { SC: 'Speed Draws', VP: 'Vietnam Lottery', TG: 'Thai Lottery', AC: 'Arcade Draws', JP: 'Jackpot Lotto', BG: 'Daily Digits' },
  TY: { SC: 'Mabilisang Bola', VP: 'Loterya ng Vietnam', TG: 'Loterya ng Thailand', AC: 'Arcade na Bola', JP: 'Jackpot na Lotto', BG: 'Digit Araw-araw' },
} as const;

const WORDS = {
  EN: {
    days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    daily: 'Daily',
    everySeconds: 'Every {n} seconds',
    everyMinute: 'Every minute',
    everyMinutes: 'Every {n} minutes',
    everyHours: 'Every {n} hours from {time}',
  },
  TY: {
    days: ['Lin', 'Lun', 'Mar', 'Miy', 'Huw', 'Biy', 'Sab'],
    daily: 'Araw-araw',
    everySeconds: 'Bawat {n} segundo',
    everyMinute: 'Bawat minuto',
    everyMinutes: 'Bawat {n} minuto',
    everyHours: 'Bawat {n} oras mula {time}',
  },
} as const;

type Lang = keyof typeof WORDS;
const langOf = (language: string | null | undefined): Lang => ((language ?? '').toUpperCase() === 'TY' ? 'TY' : 'EN');

/** A menu's title; the code itself for an unknown one. */
export function menuTitle(tag: string, language: string | null | undefined): string {
  const titles: Record<string, string> = MENU_TITLES[langOf(language)];
  return titles[tag] ?? tag;
}

const clock = (seconds: number): string =>
  `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}`;

/** When a game draws, in a few words: the days (or "Daily") and the time or the rhythm. */
export function scheduleText(schedule: Schedule, language: string | null | undefined): string {
  const words = WORDS[langOf(language)];
  if (schedule.everySeconds) return words.everySeconds.replace('{n}', String(schedule.everySeconds));
  const days =
    schedule.drawDays.length === 7
      ? words.daily
      : [...schedule.drawDays]
          .sort()
          .map((day) => words.days[day - 1])
          .join(', ');
  const interval = schedule.intervalSeconds;
  let rhythm: string;
  if (interval >= 86_400) rhythm = clock(schedule.firstDrawSeconds);
  else if (interval % 3600 === 0 || interval > 3600)
    rhythm = words.everyHours.replace('{n}', String(Math.round(interval / 360) / 10)).replace('{time}', clock(schedule.firstDrawSeconds));
  else if (interval === 60) rhythm = words.everyMinute;
  else rhythm = words.everyMinutes.replace('{n}', String(Math.round(interval / 6) / 10));
  return `${days} · ${rhythm}`;
}
