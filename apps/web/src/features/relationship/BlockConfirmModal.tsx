import { useTranslation } from '@/shared/i18n/i18n';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import '@/features/relationship/relation.texts';

interface BlockConfirmModalProps {
  name: string;
  show: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before blocking: blocking ends a friendship or an invitation. */
export function BlockConfirmModal({ name, ...props }: BlockConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      {...props}
      title={t('relation.blockConfirm.title', { name })}
      text={t('relation.blockConfirm.text')}
      confirmLabel={t('relation.blockConfirm.confirm')}
    />
  );
}
