export { downloadFile } from '@/shared/api/download-file';

/** A file name from an event's title: 'Veillée de Noël' → 'veillee-de-noel'. */
export function fileSlug(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'evenement';
}
