/**
 * The `meta` of a mutation that may complete one of a newcomer's first steps (docs/onboarding.md:
 * a photo, a bio, a group joined, an invitation, a first publication). While the welcome
 * checklist shows, it asks for its figures again after such a mutation succeeds, and after no
 * other: a reaction or a message changes nothing it counts.
 */
export const FIRST_STEP = { firstStep: true } as const;

export const isFirstStep = (meta: Record<string, unknown> | undefined): boolean =>
  meta?.firstStep === true;
