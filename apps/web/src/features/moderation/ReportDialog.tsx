import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ModerationTargetType,
  type ReportReason,
} from '@koinonia/contracts';
import { useId, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { AppModal } from '@/shared/ui/AppModal';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { sendReport } from './moderation.api';
import '@/features/moderation/moderation.texts';

export interface ReportTarget {
  type: ModerationTargetType;
  id: string;
}

export interface ReportDialogProps {
  /** What is reported; null when the dialog is closed. */
  target: ReportTarget | null;
  onClose: () => void;
}

/**
 * 'Signaler' (docs/adr/0021-moderation.md): a reason among the five, an optional comment.
 * react-bootstrap's Modal traps the focus and closes on Escape, as the app's other dialogs.
 * The server's sentence is shown as it comes (a second report of one item: 409).
 */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const formId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setReason(null);
    setComment('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    if (!reason) {
      setError(t('moderation.report.chooseReason'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await sendReport({ target_type: target.type, target_id: target.id, reason, comment });
      void notify(t('moderation.report.sent'), 'success');
      close();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppModal show={target !== null} onHide={close} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('moderation.report.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
          <p className="text-body-secondary small">{t('moderation.report.intro')}</p>
          <fieldset className="mb-3">
            <legend className="form-label fs-6 fw-semibold">
              {t('moderation.report.reasons')}
            </legend>
            {REPORT_REASONS.map((code) => (
              <div className="form-check" key={code}>
                <input
                  className="form-check-input"
                  type="radio"
                  name={`${formId}-reason`}
                  id={`${formId}-${code}`}
                  value={code}
                  checked={reason === code}
                  onChange={() => setReason(code)}
                />
                <label className="form-check-label" htmlFor={`${formId}-${code}`}>
                  {REPORT_REASON_LABELS[code]}
                </label>
              </div>
            ))}
          </fieldset>
          <label className="form-label" htmlFor={`${formId}-comment`}>
            {t('moderation.report.comment')}
          </label>
          <textarea
            id={`${formId}-comment`}
            className="form-control"
            rows={3}
            maxLength={1000}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          {error && (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {error}
            </div>
          )}
        </form>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={close}>
          {t('common.cancel')}
        </button>
        <SpinnerButton type="submit" form={formId} className="btn btn-danger" busy={busy}>
          {t('moderation.report.submit')}
        </SpinnerButton>
      </Modal.Footer>
    </AppModal>
  );
}
