import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { BREAKPOINTS } from '@/shared/constants';
import { belowWidthQuery, useMediaQuery } from '@/shared/dom/useMediaQuery';
import { useTranslation } from '@/shared/i18n/i18n';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DrawerProps {
  id?: string;
  show: boolean;
  onHide: () => void;
  placement?: 'start' | 'end';
  /** From this breakpoint up, the content stands in the page instead (the layouts' left column). */
  responsive?: 'lg';
  /** The drawer's title: its header, and its accessible name. */
  title: ReactNode;
  titleId: string;
  titleClassName?: string;
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}

/**
 * A side panel over the page, with Bootstrap's offcanvas look (ADR 0010: react-bootstrap's
 * Offcanvas and its modal manager weighed 13 KB gzip before every signed-in page's first paint).
 * Open, it is a modal dialog: focus moves into it and stays there, Escape and the backdrop close
 * it, the page behind does not scroll, and focus returns to what opened it. With `responsive`,
 * from that width up its content stands in the page (Bootstrap's offcanvas-lg rules).
 */
export function Drawer({
  id,
  show,
  onHide,
  placement = 'start',
  responsive,
  title,
  titleId,
  titleClassName = 'offcanvas-title h5',
  className = '',
  bodyClassName = '',
  children,
}: DrawerProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const narrow = useMediaQuery(belowWidthQuery(BREAKPOINTS.lg));
  // In the page, not over it: wide enough for the responsive drawer's column.
  const modal = show && (!responsive || narrow);
  const hide = useRef(onHide);
  useEffect(() => {
    hide.current = onHide;
  }, [onHide]);

  useEffect(() => {
    if (!modal) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.focus();
    // Focus stays in the dialog (a click or a script elsewhere brings it back).
    const keepFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !panel.current?.contains(event.target)) {
        panel.current?.focus();
      }
    };
    document.addEventListener('focusin', keepFocus);
    return () => {
      document.removeEventListener('focusin', keepFocus);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [modal]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!modal) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      hide.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    // Tab and Shift+Tab go round the dialog's controls.
    const controls = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const base = responsive ? `offcanvas-${responsive}` : 'offcanvas';
  return (
    <>
      <div
        ref={panel}
        id={id}
        className={`${base} offcanvas-${placement}${show ? ' show' : ''} ${className}`.trim()}
        tabIndex={-1}
        role={modal ? 'dialog' : undefined}
        aria-modal={modal ? true : undefined}
        aria-labelledby={modal ? titleId : undefined}
        onKeyDown={onKeyDown}
      >
        <div className="offcanvas-header">
          <h2 id={titleId} className={titleClassName}>
            {title}
          </h2>
          <button
            type="button"
            className="btn-close"
            aria-label={t('common.close')}
            onClick={() => hide.current()}
          />
        </div>
        <div className={`offcanvas-body ${bodyClassName}`.trim()}>
          {(responsive || show) && children}
        </div>
      </div>
      {modal && <div className="offcanvas-backdrop fade show" onClick={() => hide.current()} />}
    </>
  );
}
