/** The device of a session as the sessions list names it ('Firefox sur Android'), from its user agent. */
import Bowser from 'bowser';

/** Longer user agents are cut: the name needs only the start, and the column stays small. */
export const USER_AGENT_MAX_LENGTH = 512;

export const UNKNOWN_DEVICE = 'Appareil inconnu';

const OS_NAMES: Record<string, string> = {
  macOS: 'macOS',
  iOS: 'iPhone ou iPad',
  Windows: 'Windows',
  Android: 'Android',
  Linux: 'Linux',
  'Chrome OS': 'ChromeOS',
};

export function deviceName(userAgent: string): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name ? (OS_NAMES[parsed.os.name] ?? parsed.os.name) : undefined;
  if (browser && os) return `${browser} sur ${os}`;
  return browser ?? os ?? UNKNOWN_DEVICE;
}
