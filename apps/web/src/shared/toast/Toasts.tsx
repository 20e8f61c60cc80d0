import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';
import { TOAST_DEFAULTS } from '@/shared/constants';

/**
 * The toast container with the defaults of spec §9 (mounted by the signed-in layout), in the
 * page's theme (toasts.css).
 */
export default function Toasts() {
  return <ToastContainer {...TOAST_DEFAULTS} />;
}
