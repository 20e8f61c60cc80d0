import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';

/** The page heading of an auth screen, also used as the tab title. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  useDocumentTitle(title);
  return (
    <div className="mb-4">
      <h1 className="h3 fw-bold mb-1">{title}</h1>
      {subtitle && <p className="text-body-secondary mb-0">{subtitle}</p>}
    </div>
  );
}
