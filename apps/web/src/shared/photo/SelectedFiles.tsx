import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biTrash } from '@/shared/ui/icons-members.generated';
import type { SelectedFile } from './file-selection';
import '@/shared/photo/photoKit.texts';

interface SelectedFilesProps {
  files: SelectedFile[];
  onRemove: (index: number) => void;
  disabled?: boolean;
  /** Whether every file is used (a publication's photos) or only the first (a picture). */
  allUsed?: boolean;
}

/** Each chosen file with its preview, name, size and a remove button (spec §5). */
export function SelectedFiles({ files, onRemove, disabled, allUsed = false }: SelectedFilesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (files.length === 0) return null;
  return (
    <section className="mt-3" aria-labelledby={titleId}>
      <h3 id={titleId} className="h6 fw-semibold">
        {t('photoKit.selected')}
      </h3>
      {files.length > 1 && !allUsed && (
        <p className="small text-body-secondary mb-2">{t('photoKit.onlyFirst')}</p>
      )}
      <ul className="list-unstyled mb-0 d-grid gap-2">
        {files.map((selected, index) => (
          <li
            key={`${selected.file.name}-${index}`}
            className="d-flex align-items-center gap-3 border rounded-3 p-2"
          >
            {selected.preview ? (
              <img
                src={selected.preview}
                alt={t('photoKit.previewAlt', { name: selected.file.name })}
                width={56}
                height={56}
                className="rounded-2 object-fit-cover flex-shrink-0"
              />
            ) : (
              <span className="selected-file-placeholder rounded-2 flex-shrink-0" />
            )}
            <div className="flex-grow-1 min-w-0">
              <div className="fw-medium text-truncate">{selected.file.name}</div>
              <div className="small text-body-secondary">{selected.formattedSize}</div>
            </div>
            <button
              type="button"
              className="btn btn-icon btn-outline-danger"
              aria-label={t('photoKit.removeFile', { name: selected.file.name })}
              disabled={disabled}
              onClick={() => onRemove(index)}
            >
              <Icon svg={biTrash} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
