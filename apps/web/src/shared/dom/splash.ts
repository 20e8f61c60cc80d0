/** Removes the splash screen of index.html once the app has mounted (spec §1). */
export function removeSplash(): void {
  const splash = document.getElementById('splash-screen');
  if (!splash) return;
  splash.classList.add('splash-hidden');
  window.setTimeout(() => splash.remove(), 250);
}
