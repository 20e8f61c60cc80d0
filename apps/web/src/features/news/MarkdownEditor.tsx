import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useAutoGrow } from '@/shared/form/useAutoGrow';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import {
  biLink45deg,
  biListOl,
  biListUl,
  biQuote,
  biTypeBold,
  biTypeH2,
  biTypeItalic,
} from '@/shared/ui/icons-news.generated';
import { applyMarkdown, shortcutAction, type MarkdownAction } from './markdown-toolbar';
import '@/features/news/news.texts';

const MarkdownPreview = lazy(() => import('./MarkdownPreview'));

const TOOLS: { action: MarkdownAction; icon: string; shortcut?: string }[] = [
  { action: 'bold', icon: biTypeBold, shortcut: 'Control+B' },
  { action: 'italic', icon: biTypeItalic, shortcut: 'Control+I' },
  { action: 'heading', icon: biTypeH2 },
  { action: 'list', icon: biListUl },
  { action: 'numbered', icon: biListOl },
  { action: 'quote', icon: biQuote },
  { action: 'link', icon: biLink45deg, shortcut: 'Control+K' },
];

interface MarkdownEditorProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The article's text in Markdown: 'Écrire' with a toolbar (each button labelled, Ctrl+B, Ctrl+I
 * and Ctrl+K from the keyboard, acting around the selection) and 'Aperçu', the text rendered and
 * sanitised as readers will see it.
 */
export function MarkdownEditor({ id, label, hint, value, onChange, error }: MarkdownEditorProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  // The article grows with its text up to most of the screen (shared/form/useAutoGrow.ts);
  // Enter stays a new line (a long form: shared/form/enter-to-send.ts).
  const area = useAutoGrow(value, Math.round(window.innerHeight * 0.7));

  const apply = (action: MarkdownAction) => {
    const field = area.current;
    if (!field) return;
    const edit = applyMarkdown(action, {
      text: value,
      start: field.selectionStart,
      end: field.selectionEnd,
    });
    onChange(edit.text);
    // The selection is set once React has put the new text in the field.
    requestAnimationFrame(() => {
      field.focus();
      field.setSelectionRange(edit.start, edit.end);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = shortcutAction(event);
    if (action) {
      event.preventDefault();
      apply(action);
    }
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      <div className="d-flex align-items-end justify-content-between gap-2 flex-wrap mb-1">
        <label htmlFor={id} className="form-label fw-medium mb-0" id={`${id}-label`}>
          {label}
        </label>
        <div className="btn-group btn-group-sm" role="group" aria-label={t('news.editor.mode')}>
          {(['write', 'preview'] as const).map((name) => (
            <button
              key={name}
              type="button"
              className={`btn ${tab === name ? 'btn-secondary' : 'btn-outline-secondary'}`}
              aria-pressed={tab === name}
              onClick={() => setTab(name)}
            >
              {t(`news.editor.${name}`)}
            </button>
          ))}
        </div>
      </div>
      {tab === 'write' ? (
        <div className={`news-md border rounded-3${error ? ' border-danger' : ''}`}>
          <div
            className="news-md-toolbar"
            role="toolbar"
            aria-label={t('news.editor.toolbar')}
            aria-controls={id}
          >
            {TOOLS.map((tool) => (
              <button
                key={tool.action}
                type="button"
                className="btn btn-sm btn-light news-md-tool"
                aria-label={t(`news.editor.tools.${tool.action}`)}
                title={t(`news.editor.tools.${tool.action}`)}
                aria-keyshortcuts={tool.shortcut}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => apply(tool.action)}
              >
                <Icon svg={tool.icon} />
              </button>
            ))}
          </div>
          <textarea
            ref={area}
            id={id}
            className="form-control border-0 rounded-0 rounded-bottom-3 news-md-input"
            rows={16}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
      ) : (
        <div
          className="border rounded-3 p-3 news-md-preview"
          aria-labelledby={`${id}-label`}
          role="region"
        >
          <Suspense
            fallback={<p className="text-body-secondary mb-0">{t('news.editor.previewLoading')}</p>}
          >
            <MarkdownPreview body={value} />
          </Suspense>
        </div>
      )}
      <div id={`${id}-hint`} className="form-text">
        {hint}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
