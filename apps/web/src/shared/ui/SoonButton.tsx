import { useId, type ReactNode } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { useTranslation } from '@/shared/i18n/i18n';

interface SoonButtonProps {
  children: ReactNode;
  className?: string;
  /** Accessible name when it differs from the visible text. */
  label?: string;
}

/**
 * A control whose feature is not open yet: it stays focusable (so that its
 * 'Bientôt disponible' tooltip is reachable by keyboard) but does nothing.
 */
export function SoonButton({
  children,
  className = 'btn btn-outline-primary',
  label,
}: SoonButtonProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <OverlayTrigger
      placement="top"
      overlay={<Tooltip id={`${hintId}-tip`}>{t('common.soonAvailable')}</Tooltip>}
    >
      <button
        type="button"
        className={`${className} soon-button`}
        aria-disabled="true"
        aria-label={label}
        aria-describedby={hintId}
      >
        {children}
        <span id={hintId} className="visually-hidden">
          {t('common.soonAvailable')}
        </span>
      </button>
    </OverlayTrigger>
  );
}
