import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';
import { BREAKPOINTS, TOAST_DEFAULTS } from '@/shared/constants';
import { belowWidthQuery, useMediaQuery } from '@/shared/dom/useMediaQuery';

/**
 * The toast container with the defaults of spec §9 (mounted by the signed-in layout), in the
 * page's theme (toasts.css), but never at the top right, where the header's controls and an open
 * conversation's menu stand (UI.md: toasts never cover them; docs/spec-deviations.md). At the
 * bottom left on a large screen, clear of the chat button and window at the bottom right; at the
 * bottom, above the tab bar, on a phone, where the top also holds the photo viewer's close button
 * and counter (e2e/toasts.e2e.ts, e2e/layout.e2e.ts).
 */
export default function Toasts() {
  const phone = useMediaQuery(belowWidthQuery(BREAKPOINTS.md));
  return <ToastContainer {...TOAST_DEFAULTS} position={phone ? 'bottom-center' : 'bottom-left'} />;
}
