/** The help module's French answers. */
export const HELP_TEXTS = {
  notFound: 'Article introuvable.',
} as const;
