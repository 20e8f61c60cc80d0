import type { TypeOptions } from 'react-toastify';

/**
 * Shows a toast. react-toastify (its code, its style, its container) comes with the first
 * toast, not with the page (issue 10, §6): most visits show none. The container mounts then
 * (`useToastsWanted`, read by the signed-in layout); a toast sent before it has mounted waits
 * for it in react-toastify's queue.
 */
export async function notify(message: string, type: TypeOptions = 'info', autoClose?: number) {
  wantToasts();
  const { toast } = await import('react-toastify');
  toast(message, autoClose === undefined ? { type } : { type, autoClose });
}

let wanted = false;
const listeners = new Set<() => void>();

function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: whether a toast has been sent, so that the container is needed. */
export const toastsWanted = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => wanted,
};
