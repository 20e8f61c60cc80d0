import type { TypeOptions } from 'react-toastify';
import { createFlag } from '@/shared/store/flag';

/**
 * Shows a toast. react-toastify (its code, its style, its container) comes with the first
 * toast, not with the page (ADR 0011): most visits show none. The container mounts then
 * (`useToastsWanted`, read by the signed-in layout); a toast sent before it has mounted waits
 * for it in react-toastify's queue.
 */
export async function notify(message: string, type: TypeOptions = 'info', autoClose?: number) {
  toastsWanted.set(true);
  const { toast } = await import('react-toastify');
  toast(message, autoClose === undefined ? { type } : { type, autoClose });
}

/** Whether a toast has been sent, so that the container is needed. */
export const toastsWanted = createFlag(false);
