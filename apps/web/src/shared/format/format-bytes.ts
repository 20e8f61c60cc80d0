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
