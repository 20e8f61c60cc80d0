import { useEffect } from 'react';
import { t as translate } from '@/shared/i18n/i18n';

/** Sets the tab title to '<page> — Koinonia' while the page is shown. */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    const appTitle = translate('app.title');
    document.title = page ? `${page} — ${translate('app.name')}` : appTitle;
    return () => {
      document.title = appTitle;
    };
  }, [page]);
}
