/**
 * The growing delay of a (address, IP) pair after failed sign-ins (docs/security.md, Rate
 * limits): `max` failures are free, then each further attempt waits base × 2^(failures − max)
 * seconds, up to maxDelay.
 */
export function signInDelaySeconds(
  failures: number,
  limits: { max: number; delayBaseSeconds: number; delayMaxSeconds: number },
): number {
  if (failures < limits.max) return 0;
  const doublings = Math.min(failures - limits.max, 30);
  return Math.min(limits.delayBaseSeconds * 2 ** doublings, limits.delayMaxSeconds);
}
