import type { Audience } from '@koinonia/contracts';
import { PUBLICATION_AUDIENCES } from '@koinonia/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import '@/features/publications/publications.texts';

interface AudienceSelectProps {
  id: string;
  value: Audience;
  onChange: (audience: Audience) => void;
  className: string;
  disabled?: boolean;
}

/** Who may see a publication: Public, Amis, Moi uniquement (the composer and the editor). */
export function AudienceSelect({ id, value, onChange, className, disabled }: AudienceSelectProps) {
  const { t } = useTranslation();
  return (
    <select
      id={id}
      className={className}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as Audience)}
    >
      {PUBLICATION_AUDIENCES.map((audience) => (
        <option key={audience} value={audience}>
          {t(`publications.composer.audiences.${audience}`)}
        </option>
      ))}
    </select>
  );
}
