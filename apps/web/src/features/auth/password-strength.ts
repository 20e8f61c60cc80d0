/** 0 (too short) to 4 (excellent): a hint for the member, not a rule. */
export type StrengthLevel = 0 | 1 | 2 | 3 | 4;

/**
 * Scores a password by length first (NIST SP 800-63B: length matters more than
 * composition), then by variety of characters. The server has the real rules.
 */
export function passwordStrength(password: string): StrengthLevel {
  if (password.length < 8) return 0;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const unique = new Set(password).size;
  let score = 1;
  if (password.length >= 12) score += 1;
  if (password.length >= 16) score += 1;
  if (classes >= 3) score += 1;
  if (unique < 5) score = 1;
  return Math.min(score, 4) as StrengthLevel;
}
