import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { renderPreview } from './markdown-preview';
import '@/features/news/news.texts';

/** The body rendered and sanitised (markdown-preview.ts), in the article page's typography. */
export default function MarkdownPreview({ body }: { body: string }) {
  const { t } = useTranslation();
  const html = useMemo(() => renderPreview(body), [body]);
  if (!body.trim())
    return <p className="text-body-secondary mb-0">{t('news.editor.previewEmpty')}</p>;
  // Sanitised by renderPreview (DOMPurify, the server's tags and attributes only).
  return <div className="news-prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
