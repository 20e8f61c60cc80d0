import type { ConfirmModalProps } from './ConfirmModal';
import { lazyWhenShown } from './lazy-when-shown';

/** The ConfirmModal, loaded the first time it is shown (a feed's cards each have one). */
export const LazyConfirmModal = lazyWhenShown(
  () => import('./ConfirmModal').then((m) => m.ConfirmModal),
  (props: ConfirmModalProps) => props.show,
);
