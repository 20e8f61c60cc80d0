import { useTranslation } from '@/shared/i18n/i18n';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import '@/features/messaging/messaging.texts';

interface ConfirmDeleteModalProps {
  name: string;
  show: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before deleting a conversation (for me only). */
export function ConfirmDeleteModal({ name, ...props }: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      {...props}
      title={t('messaging.confirmDelete.title')}
      text={t('messaging.confirmDelete.text', { name })}
      confirmLabel={t('messaging.confirmDelete.confirm')}
    />
  );
}
