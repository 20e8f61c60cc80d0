import type { TypeOptions } from 'react-toastify';

/**
 * Shows a toast. react-toastify is loaded on first use so that the public pages
 * stay light; the container is mounted by the signed-in layout.
 */
export async function notify(message: string, type: TypeOptions = 'info', autoClose?: number) {
  const { toast } = await import('react-toastify');
  toast(message, autoClose === undefined ? { type } : { type, autoClose });
}
