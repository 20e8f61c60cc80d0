import {
  SEARCH_KINDS,
  type SearchHit,
  type SearchKind,
  type SearchSection,
} from '@koinonia/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Icon } from '@/shared/ui/Icon';
import { biSearch } from '@/shared/ui/icons/biSearch';
import { LoadingCard } from '@/shared/ui/LoadingCard';
import { LoadMoreButton } from '@/shared/ui/LoadMoreButton';
import { PageHeader } from '@/shared/ui/PageHeader';
import { TabBar } from '@/shared/ui/TabBar';
import { hitPath, searchPath } from './search-hits';
import { searchAllQueryOptions, searchKindQueryOptions } from './search.queries';
import { SearchHitRow } from './SearchHitRow';
import './search.css';
import '@/features/search/search.texts';

const isKind = (value: string | null): value is SearchKind =>
  (SEARCH_KINDS as readonly string[]).includes(value ?? '');

/** A list of hits, each a link to its page. */
function HitList({ hits }: { hits: readonly SearchHit[] }) {
  return (
    <ul className="list-unstyled mb-0">
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`} className="border-top">
          <Link to={hitPath(hit)} className="search-page-hit">
            <SearchHitRow hit={hit} size={48} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function NoResult({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<Icon svg={biSearch} size={32} />}
      text={t('search.none', { text })}
      hint={t('search.noneHint')}
    />
  );
}

/** 'Tout': the first hits of each kind that has some, each with the way to its tab. */
function AllKinds({ text }: { text: string }) {
  const { t } = useTranslation();
  const results = useQuery(searchAllQueryOptions(text));
  if (!results.data) {
    return (
      <LoadingCard
        failed={results.isError}
        loadingText={t('search.loading')}
        errorText={t('search.error')}
        onRetry={() => void results.refetch()}
      />
    );
  }
  const sections = results.data.sections.filter((s: SearchSection) => s.results.length > 0);
  if (sections.length === 0) return <NoResult text={text} />;
  return sections.map((section) => (
    <section key={section.kind} className="card mb-3" aria-labelledby={`search-${section.kind}`}>
      <h2 id={`search-${section.kind}`} className="h6 fw-bold card-header bg-transparent mb-0">
        {t(`search.kinds.${section.kind}`)}
      </h2>
      <HitList hits={section.results} />
      {section.next && (
        <div className="card-footer bg-transparent">
          <Link to={searchPath(text, section.kind)}>{t('search.seeKind')}</Link>
        </div>
      )}
    </section>
  ));
}

/** One kind's tab: its hits a page at a time. */
function OneKind({ text, kind }: { text: string; kind: SearchKind }) {
  const { t } = useTranslation();
  const pages = useInfiniteQuery(searchKindQueryOptions(text, kind));
  if (!pages.data) {
    return (
      <LoadingCard
        failed={pages.isError}
        loadingText={t('search.loading')}
        errorText={t('search.error')}
        onRetry={() => void pages.refetch()}
      />
    );
  }
  const hits = pages.data.pages.flatMap((page) => page.sections[0]?.results ?? []);
  if (hits.length === 0) return <NoResult text={text} />;
  return (
    <section className="card" aria-label={t(`search.kinds.${kind}`)}>
      <HitList hits={hits} />
      {pages.hasNextPage && (
        <div className="card-footer bg-transparent text-center">
          <LoadMoreButton pages={pages} className="btn btn-outline-primary">
            {t('search.more')}
          </LoadMoreButton>
        </div>
      )}
    </section>
  );
}

/**
 * /search?q=&kind= (docs/adr/0022-search.md; not in the spec's routes:
 * docs/spec-deviations.md): the question, a tab per kind, and its results.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const text = (params.get('q') ?? '').trim().slice(0, 100);
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const [draft, setDraft] = useState(text);
  const [shownFor, setShownFor] = useState(text);
  // A new question in the address (from the header) replaces what the field holds.
  if (shownFor !== text) {
    setShownFor(text);
    setDraft(text);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.trim()) void navigate(searchPath(draft.trim(), kind));
  }

  const tabs = [
    { key: 'all', to: searchPath(text), label: t('search.page.all'), current: !kind },
    ...SEARCH_KINDS.map((each) => ({
      key: each,
      to: searchPath(text, each),
      label: t(`search.kinds.${each}`),
      current: kind === each,
    })),
  ];

  return (
    <>
      <PageHeader
        title={t('search.page.title')}
        intro={t('search.page.intro')}
        actions={
          <form role="search" className="d-flex gap-2" onSubmit={submit}>
            <input
              type="search"
              className="form-control"
              aria-label={t('search.label')}
              placeholder={t('search.placeholder')}
              maxLength={100}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <button type="submit" className="btn btn-primary">
              {t('search.page.submit')}
            </button>
          </form>
        }
      >
        {text && <TabBar label={t('search.page.tabs')} tabs={tabs} replace />}
      </PageHeader>
      {!text ? (
        <EmptyState icon={<Icon svg={biSearch} size={32} />} text={t('search.page.empty')} />
      ) : kind ? (
        <OneKind text={text} kind={kind} />
      ) : (
        <AllKinds text={text} />
      )}
    </>
  );
}
