const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * A file size for people (spec §5): Bytes, KB, MB… on a 1024 base, with at most
 * `decimals` decimals (2 by default) and no trailing zeros: 1536 → '1.5 KB'.
 */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(Math.max(0, decimals)))} ${UNITS[exponent]}`;
}

const FRENCH_UNITS = ['Ko', 'Mo', 'Go', 'To', 'Po'] as const;

/**
 * A size in French, for the French screens the spec does not fix (the admin console's storage):
 * 'octets', then Ko, Mo, Go… on a 1024 base, a decimal comma, at most `decimals` decimals and
 * no trailing zeros, a no-break space before the unit: 859 750 → '839,6 Ko'.
 */
export function formatBytesFr(bytes: number, decimals = 1): string {
  if (!Number.isFinite(bytes) || bytes < 1024) {
    const whole = Number.isFinite(bytes) && bytes > 0 ? Math.floor(bytes) : 0;
    return `${whole}\u00a0${whole < 2 ? 'octet' : 'octets'}`;
  }
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), FRENCH_UNITS.length);
  const value = parseFloat((bytes / 1024 ** exponent).toFixed(Math.max(0, decimals)));
  return `${String(value).replace('.', ',')}\u00a0${FRENCH_UNITS[exponent - 1]}`;
}
