import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biLink45deg, biShare } from '@/shared/ui/icons-news.generated';
import '@/features/news/news.texts';

/**
 * 'Partager': the device's share sheet where the browser has one (phones), and 'Copier le lien'
 * everywhere, which says 'Lien copié' in place (no toast for what is already on screen).
 */
export function ShareButtons({ title, text, url }: { title: string; text: string; url: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title, text, url });
    } catch {
      // Closed without sharing: nothing to say.
    }
  };

  return (
    <div
      className="d-flex flex-wrap align-items-center gap-2"
      role="group"
      aria-label={t('news.article.shareLabel')}
    >
      {canShare && (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary d-inline-flex align-items-center gap-1"
          onClick={() => void share()}
        >
          <Icon svg={biShare} />
          {t('news.article.share')}
        </button>
      )}
      <button
        type="button"
        className="btn btn-sm btn-outline-primary d-inline-flex align-items-center gap-1"
        onClick={() => void copy()}
      >
        <Icon svg={biLink45deg} />
        {t('news.article.copyLink')}
      </button>
      <span className="small text-body-secondary" role="status">
        {copied === 'yes'
          ? t('news.article.copied')
          : copied === 'failed'
            ? t('news.article.copyFailed')
            : ''}
      </span>
    </div>
  );
}
