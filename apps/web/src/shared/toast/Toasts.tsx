import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';
import { BREAKPOINTS, TOAST_DEFAULTS } from '@/shared/constants';
import { belowWidthQuery, useMediaQuery } from '@/shared/dom/useMediaQuery';

/**
 * The toast container with the defaults of spec §9 (mounted by the signed-in layout), in the
 * page's theme (toasts.css). Top right under the header on a large screen; at the bottom, above
 * the tab bar, on a phone, where the top holds the header, a conversation's menu and the photo
 * viewer's close button and counter (UI.md: toasts never cover the header's controls;
 * e2e/layout.e2e.ts).
 */
export default function Toasts() {
  const phone = useMediaQuery(belowWidthQuery(BREAKPOINTS.md));
  return (
    <ToastContainer
      {...TOAST_DEFAULTS}
      position={phone ? 'bottom-center' : TOAST_DEFAULTS.position}
    />
  );
}
