import { SEARCH_MAX_LENGTH, type MemberSummary } from '@koinonia/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { memberSearchQueryOptions } from '@/features/users/users.public';
import { isTouchDevice } from '@/shared/dom/touch-device';
import { useDebouncedValue } from '@/shared/hooks/useDebouncedValue';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biSearch } from '@/shared/ui/icons-members.generated';
import { MemberListSection } from './MemberListSection';
import { MoveButtons } from '@/features/relationship/relationship.ui';
import { useKnownRelations } from './useKnownRelations';
import '@/features/connections/connections.texts';

/** Waiting time after the last key before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

/** 'Rechercher un membre': accent- and typo-tolerant search on the server, page by page. */
export function MemberSearch() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useInfiniteQuery(memberSearchQueryOptions(settled));
  const known = useKnownRelations();
  // Finding someone is what members come to 'Mon réseau' for: the cursor waits in the field, as
  // a newcomer looking for a friend expects (e2e/newcomer-path.e2e.ts). Not on a touch screen,
  // where a keyboard opening over the invitations would hide them.
  const [focusOnArrival] = useState(() => !isTouchDevice());

  const actions = (member: MemberSummary) => {
    const relation = known.get(member.id);
    if (relation === 'friend') return <MoveButtons member={member} moves={[]} message />;
    if (relation === 'sent') return <MoveButtons member={member} moves={['cancel']} />;
    if (relation === 'received')
      return <MoveButtons member={member} moves={['accept', 'decline']} />;
    return <MoveButtons member={member} moves={['invite']} />;
  };

  return (
    <>
      <section className="card mb-4" aria-labelledby="member-search-title">
        <div className="card-body">
          <h2 id="member-search-title" className="h5 fw-bold mb-3">
            {t('connections.search.title')}
          </h2>
          <label htmlFor="member-search" className="visually-hidden">
            {t('connections.search.label')}
          </label>
          <div className="input-group">
            <span className="input-group-text" aria-hidden="true">
              <Icon svg={biSearch} />
            </span>
            <input
              id="member-search"
              type="search"
              className="form-control"
              placeholder={t('connections.search.placeholder')}
              maxLength={SEARCH_MAX_LENGTH}
              autoComplete="off"
              autoFocus={focusOnArrival}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </div>
      </section>
      {settled && (
        <MemberListSection
          id="search-results-title"
          title={t('connections.search.results')}
          query={results}
          emptyText={t('connections.search.none', { text: settled })}
          errorText={t('connections.errors.search')}
          actions={actions}
        />
      )}
    </>
  );
}
