import { createFlag } from '@/shared/store/flag';

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;

/** Whether the browser offered to install the app (the event was kept for a tap). */
export const installOffered = createFlag(false);

/**
 * Keeps the browser's offer to install (`beforeinstallprompt`), from the entry: it fires soon
 * after the page loads, before /download's code may have come. The offer is shown only when the
 * member taps 'Installer l'application' (never at load).
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    installOffered.set(true);
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installOffered.set(false);
  });
}

/** Shows the browser's install dialog; resolves with whether the member accepted. */
export async function promptInstall(): Promise<boolean> {
  const offer = deferred;
  if (!offer) return false;
  deferred = null;
  installOffered.set(false);
  await offer.prompt();
  return (await offer.userChoice).outcome === 'accepted';
}

/** Whether the page runs as the installed app (opened from its icon). */
export function runsInstalled(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}
