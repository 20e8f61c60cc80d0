import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { MenuItem } from '@/shared/ui/MenuItems';
import { biFlag } from '@/shared/ui/icons-realtime.generated';
import { lazyWhenShown } from '@/shared/ui/lazy-when-shown';
import type { ReportDialogProps, ReportTarget } from './ReportDialog';
import '@/features/moderation/moderation.texts';

/** The dialog, in its own chunk, loaded the first time a member chooses 'Signaler'. */
export const LazyReportDialog = lazyWhenShown(
  () => import('./ReportDialog').then((m) => m.ReportDialog),
  (props: ReportDialogProps) => props.target !== null,
);

/**
 * For a menu (mounted only while open): `report(target)` opens the dialog, `dialog` is to be
 * rendered beside the menu, outside it.
 */
export function useReport(): { report: (target: ReportTarget) => void; dialog: ReactNode } {
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const close = useCallback(() => setTarget(null), []);
  const dialog = useMemo(
    () => <LazyReportDialog target={target} onClose={close} />,
    [target, close],
  );
  return { report: setTarget, dialog };
}

/** 'Signaler' as an entry of a MenuButton. */
export function ReportMenuItem({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <MenuItem onClick={onClick}>
      <Icon svg={biFlag} className="me-2" />
      {t('moderation.report.action')}
    </MenuItem>
  );
}

/** 'Signaler' as a button of its own, with its dialog (a member's profile). */
export function ReportButton({
  target,
  className = 'btn btn-outline-secondary btn-sm',
  icon = true,
  'aria-label': ariaLabel,
}: {
  target: ReportTarget;
  className?: string;
  icon?: boolean;
  'aria-label'?: string;
}) {
  const { t } = useTranslation();
  const { report, dialog } = useReport();
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={ariaLabel}
        onClick={() => report(target)}
      >
        {icon && <Icon svg={biFlag} className="me-1" />}
        {t('moderation.report.action')}
      </button>
      {dialog}
    </>
  );
}
