/** The settings menu of spec §2, in its order: the manifest's nav and the side menu read it. */
export const SETTINGS_PAGES = [
  { path: 'account', label: 'account' },
  { path: 'notification', label: 'notification' },
  { path: 'privacy', label: 'privacy' },
  { path: 'communication', label: 'communication' },
  { path: 'messaging', label: 'messaging' },
  { path: 'close-account', label: 'closeAccount' },
] as const;
