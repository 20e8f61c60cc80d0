import type { SearchHit } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biSearch } from '@/shared/ui/icons/biSearch';
import { biXLg } from '@/shared/ui/icons/biXLg';
import { hitPath, searchPath } from './search-hits';
import { searchAllQueryOptions } from './search.queries';
import { SearchHitRow } from './SearchHitRow';
import { useDebounced } from './useDebounced';
import { useSearchShortcut } from './useSearchShortcut';
import './search.css';
import '@/features/search/search.texts';

/** One choice of the popover: a hit, or 'Voir tous les résultats' (`hit` undefined). */
interface Choice {
  hit?: SearchHit;
  path: string;
}

/** A choice of the listbox; a click opens it, the focus stays in the field. */
function SearchOption({
  id,
  active,
  onChoose,
  children,
}: {
  id: string;
  active: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={`search-option${active ? ' is-active' : ''}`}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      {children}
    </li>
  );
}

/**
 * The header's search (docs/adr/0022-search.md): a field on large screens, a button that opens
 * it on phones; '/' or Ctrl+K brings it from anywhere but another field. Typing shows the first
 * hits of each kind in a popover (the ARIA combobox pattern: arrows move through the choices,
 * Enter opens one, or the results page when none is chosen; Escape closes).
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const question = useDebounced(text.trim(), 200);
  const results = useQuery({
    ...searchAllQueryOptions(question),
    enabled: open && question !== '',
  });

  useSearchShortcut(() => {
    setExpanded(true);
    input.current?.focus();
  });
  // On a phone the field is drawn once the button opened it: focus it then.
  useEffect(() => {
    if (expanded) input.current?.focus();
  }, [expanded]);

  const sections = (results.data?.sections ?? []).filter((s) => s.results.length > 0);
  const choices: Choice[] = sections.flatMap((s) =>
    s.results.map((hit) => ({ hit, path: hitPath(hit) })),
  );
  if (question) choices.push({ path: searchPath(question) });
  const indexOf = new Map(
    choices.map((choice, index) => [
      choice.hit ? `${choice.hit.kind}-${choice.hit.id}` : '',
      index,
    ]),
  );
  const shown = open && text.trim() !== '';
  const optionId = (index: number) => `${id}-option-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }
  function go(path: string) {
    close();
    setExpanded(false);
    setText('');
    input.current?.blur();
    void navigate(path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (choices.length === 0) return;
        const last = choices.length - 1;
        setActive((current) =>
          event.key === 'ArrowDown'
            ? current >= last
              ? 0
              : current + 1
            : current <= 0
              ? last
              : current - 1,
        );
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const chosen = choices[active];
        if (chosen) go(chosen.path);
        else if (text.trim()) go(searchPath(text.trim()));
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (shown) close();
        else {
          setExpanded(false);
          input.current?.blur();
        }
        return;
    }
  }

  return (
    <div
      className={`header-search${expanded ? ' is-expanded' : ''}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          close();
          setExpanded(false);
        }
      }}
    >
      <button
        type="button"
        className="btn btn-icon btn-link text-body d-lg-none header-search-open"
        aria-label={t('search.open')}
        aria-expanded={expanded}
        onClick={() => setExpanded(true)}
      >
        <Icon svg={biSearch} size={20} />
      </button>
      <div className="header-search-field" role="search">
        <Icon svg={biSearch} size={16} className="header-search-icon" />
        <input
          ref={input}
          type="search"
          className="form-control form-control-sm"
          role="combobox"
          aria-label={t('search.label')}
          aria-keyshortcuts="/ Control+K"
          title={t('search.shortcut')}
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="btn btn-icon btn-link text-body d-lg-none"
          aria-label={t('search.close')}
          onClick={() => {
            close();
            setExpanded(false);
          }}
        >
          <Icon svg={biXLg} size={18} />
        </button>
        <div className="header-search-popover shadow" hidden={!shown}>
          <ul id={`${id}-listbox`} role="listbox" aria-label={t('search.results')}>
            {sections.map((section) => (
              <li key={section.kind} role="presentation">
                <ul role="group" aria-labelledby={`${id}-${section.kind}`}>
                  <li
                    role="presentation"
                    aria-hidden="true"
                    id={`${id}-${section.kind}`}
                    className="search-kind"
                  >
                    {/* search.kinds.members, .groups, .pages, .events, .articles, .help */}
                    {t(`search.kinds.${section.kind}`)}
                  </li>
                  {section.results.map((hit) => {
                    const index = indexOf.get(`${hit.kind}-${hit.id}`) ?? -1;
                    return (
                      <SearchOption
                        key={`${hit.kind}-${hit.id}`}
                        id={optionId(index)}
                        active={active === index}
                        onChoose={() => go(hitPath(hit))}
                      >
                        <SearchHitRow hit={hit} size={36} />
                      </SearchOption>
                    );
                  })}
                </ul>
              </li>
            ))}
            {question && (
              <SearchOption
                id={optionId(choices.length - 1)}
                active={active === choices.length - 1}
                onChoose={() => go(searchPath(question))}
              >
                <span className="search-see-all">{t('search.seeAll', { text: question })}</span>
              </SearchOption>
            )}
          </ul>
          <p className="search-status" role="status">
            {results.isError
              ? t('search.error')
              : results.isFetching && !results.data
                ? t('search.loading')
                : results.data && sections.length === 0
                  ? t('search.none', { text: question })
                  : ''}
          </p>
        </div>
      </div>
    </div>
  );
}
