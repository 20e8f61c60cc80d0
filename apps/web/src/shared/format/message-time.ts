import { CONVERSATION_TIME_CHARS } from '@/shared/constants';
import { MONTHS, SHORT_MONTHS } from './french-names';

function parse(instant: string): Date | null {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

function twelveHour(date: Date): { hh: string; mm: string; period: 'AM' | 'PM' } {
  const hours = date.getHours();
  return {
    hh: String(hours % 12 || 12).padStart(2, '0'),
    mm: String(date.getMinutes()).padStart(2, '0'),
    period: hours < 12 ? 'AM' : 'PM',
  };
}

/** A message's time, 12-hour with hour and minute (spec §9): '09:05 PM'. */
export function formatMessageTime(instant: string): string {
  const date = parse(instant);
  if (!date) return '';
  const { hh, mm, period } = twelveHour(date);
  return `${hh}:${mm} ${period}`;
}

// Written without Intl (french-names.ts): the conversation list on /messaging's first screen
// shows these.
const shortDay = (date: Date) => `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]}`;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The conversation list's short time: the first 7 characters (spec §9) of the
 * 12-hour time written without its space ('09:05PM') for today, and of the
 * French day and month ('12 nov.') for an earlier day, so the cut never falls
 * mid-word.
 */
export function conversationTime(instant: string, now: Date = new Date()): string {
  const date = parse(instant);
  if (!date) return '';
  const sameDay = date.toDateString() === now.toDateString();
  if (sameDay) {
    const { hh, mm, period } = twelveHour(date);
    return `${hh}:${mm}${period}`.slice(0, CONVERSATION_TIME_CHARS);
  }
  return shortDay(date).slice(0, CONVERSATION_TIME_CHARS);
}

/** The full French date and time, for titles and screen readers: '24 novembre 2026 à 08:25'. */
export function formatFullDate(instant: string): string {
  const date = parse(instant);
  if (!date) return '';
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()} à ${time}`;
}

/** '22 nov. 2026'. */
export function formatShortDay(instant: string): string {
  const date = parse(instant);
  return date ? `${shortDay(date)} ${date.getFullYear()}` : '';
}
