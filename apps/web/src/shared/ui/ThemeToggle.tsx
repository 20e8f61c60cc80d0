import { useTranslation } from '@/shared/i18n/i18n';
import { useTheme } from '@/shared/theme/useTheme';
import { Icon } from './Icon';
import { biMoonFill, biSunFill } from '@/shared/ui/icons.generated';

/** Switches between the light and the dark theme; its label says what a click does. */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { applied, setPreference } = useTheme();
  const next = applied === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('theme.toDark') : t('theme.toLight');
  return (
    <button
      type="button"
      className={`btn btn-icon btn-link text-body ${className}`}
      aria-label={label}
      title={label}
      onClick={() => setPreference(next)}
    >
      <Icon svg={applied === 'dark' ? biSunFill : biMoonFill} size={20} />
    </button>
  );
}
