import { Link } from 'react-router';
import { useCommunityName } from '@/shared/community/community-profile';
import { useTranslation } from '@/shared/i18n/i18n';

/**
 * The logo mark (the favicon) and the community's name, linking to `to`: the name an admin set
 * in /admin/community, as last read on this device until the page has read it again, else the
 * app's. `ask` false: the name is not read yet (the signed-in header, until its first screen
 * has painted: ADR 0012).
 */
export function Brand({ to, ask = true }: { to: string; ask?: boolean }) {
  const { t } = useTranslation();
  const name = useCommunityName(t('app.name'), ask);
  return (
    <Link className="brand" to={to}>
      <img src="/favicon.svg" alt="" width="32" height="32" />
      <span>{name}</span>
    </Link>
  );
}
