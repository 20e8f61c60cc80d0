import type { ComponentProps } from 'react';
import Modal from 'react-bootstrap/Modal';
import { MODAL_BACKDROP_MS, MODAL_TRANSITION_MS } from '@/shared/constants';

/**
 * react-bootstrap's Modal with the timings of spec §9: the dialog moves in
 * MODAL_TRANSITION_MS (app.css reads --kn-modal-ms). react-bootstrap waits for
 * the CSS transition's end, so the CSS is the one source of the durations; the
 * backdrop keeps Bootstrap's 150 ms fade, which is MODAL_BACKDROP_MS.
 */
export function AppModal({ style, ...props }: ComponentProps<typeof Modal>) {
  return (
    <Modal
      style={{
        ...(style as object),
        ['--kn-modal-ms' as string]: `${MODAL_TRANSITION_MS}ms`,
        ['--kn-backdrop-ms' as string]: `${MODAL_BACKDROP_MS}ms`,
      }}
      {...props}
    />
  );
}
