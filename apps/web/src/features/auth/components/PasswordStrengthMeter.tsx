import { useTranslation } from '@/shared/i18n/i18n';
import { passwordStrength } from '../password-strength';
import '@/features/auth/auth.texts';

const COLOURS = ['bg-danger', 'bg-danger', 'bg-warning', 'bg-success', 'bg-success'] as const;

/** A strength hint under a new password; announced politely as it changes. */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const level = passwordStrength(password);
  return (
    <div id={id} className="mt-2">
      <div className="d-flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={`flex-fill rounded-pill ${password && level >= step ? COLOURS[level] : 'bg-body-secondary'}`}
            style={{ height: 4 }}
          />
        ))}
      </div>
      <div className="form-text" aria-live="polite">
        {password
          ? t('auth.strength.label', { level: t(`auth.strength.levels.${level}`) })
          : t('auth.strength.hint')}
      </div>
    </div>
  );
}
