import { useCallback, useEffect, useLayoutEffect, useRef, type ComponentProps } from 'react';
import Modal from 'react-bootstrap/Modal';
import { MODAL_BACKDROP_MS, MODAL_TRANSITION_MS } from '@/shared/constants';

/**
 * Where the focus goes back when a dialog closes, should its opener be gone: the opener drawn
 * again (the same id), the menu's button when the opener was an entry of a menu that closed
 * meanwhile (MenuButton.tsx unmounts its menu), or the control of the panel it sat in
 * (aria-controls, as the drawer's button).
 */
function returnPlaces(opener: HTMLElement): (() => HTMLElement | null)[] {
  const byId = (id: string) => () => (id ? document.getElementById(id) : null);
  const places: (() => HTMLElement | null)[] = [byId(opener.id)];
  const menuButton = opener
    .closest('.dropdown')
    ?.querySelector<HTMLElement>(':scope > .dropdown-toggle');
  if (menuButton && menuButton !== opener) {
    places.push(() => (menuButton.isConnected ? menuButton : null), byId(menuButton.id));
  }
  for (let box = opener.parentElement; box; box = box.parentElement) {
    if (!box.id) continue;
    const id = box.id;
    places.push(
      () =>
        [...document.querySelectorAll<HTMLElement>('[aria-controls]')].find((control) =>
          control.getAttribute('aria-controls')?.split(' ').includes(id),
        ) ?? null,
    );
  }
  return places;
}

/**
 * Gives the focus back to the dialog's opener, or to a place near it (returnPlaces) when the
 * opener is gone; react-bootstrap's restoreFocus focuses the opener only, and a detached one
 * leaves the focus on the page's body. Runs once react-bootstrap has tried.
 */
function useReturnFocus(show: boolean | undefined) {
  const places = useRef<(() => HTMLElement | null)[]>([]);
  useLayoutEffect(() => {
    if (!show) return;
    const opener = document.activeElement;
    places.current =
      opener instanceof HTMLElement && opener !== document.body ? returnPlaces(opener) : [];
  }, [show]);
  const giveBack = useCallback(() => {
    const wanted = places.current;
    places.current = [];
    if (wanted.length === 0) return;
    window.setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      for (const place of wanted) {
        const target = place();
        if (!target) continue;
        target.focus();
        if (document.activeElement === target) return;
      }
    });
  }, []);
  // A dialog unmounted while shown (its page left, a lazy dialog dropped) gives it back too.
  useEffect(() => giveBack, [giveBack]);
  return giveBack;
}

/**
 * react-bootstrap's Modal with the timings of spec §9: the dialog moves in
 * MODAL_TRANSITION_MS (app.css reads --kn-modal-ms). react-bootstrap waits for
 * the CSS transition's end, so the CSS is the one source of the durations; the
 * backdrop keeps Bootstrap's 150 ms fade, which is MODAL_BACKDROP_MS. Closed, it gives the
 * focus back to the control that opened it (useReturnFocus).
 */
export function AppModal({ style, onExited, ...props }: ComponentProps<typeof Modal>) {
  const giveBack = useReturnFocus(props.show);
  return (
    <Modal
      style={{
        ...(style as object),
        ['--kn-modal-ms' as string]: `${MODAL_TRANSITION_MS}ms`,
        ['--kn-backdrop-ms' as string]: `${MODAL_BACKDROP_MS}ms`,
      }}
      onExited={(node: HTMLElement) => {
        giveBack();
        onExited?.(node);
      }}
      {...props}
    />
  );
}
