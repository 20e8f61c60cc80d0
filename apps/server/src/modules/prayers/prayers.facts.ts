/**
 * What the prayers module announces, recorded with the write that causes it and delivered
 * after commit (platform/outbox.ts); its listener turns it into the author's notification.
 */
export interface PrayersFacts {
  /** The day's notice of an intention: `count` members pray for it (none named). */
  'prayers.prayed-today': { intentionId: string; userId: string; day: string; count: number };
}
