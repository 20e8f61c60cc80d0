import { useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link, Outlet } from 'react-router';
import { RelationActions } from '@/features/relationship/relationship.ui';
import { fullName } from '@/shared/people/person-name';
import { OTHER_PROFILE_DRAWER_MAX_PX } from '@/shared/constants';
import { belowWidthQuery, useMediaQuery } from '@/shared/dom/useMediaQuery';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { PeopleHeader } from './PeopleHeader';
import { PeopleSide } from './PeopleSide';
import { usePeopleProfile } from './usePeopleProfile';
import '@/shared/profile-page/profile-page.css';
import '@/features/people/member.texts';

/**
 * Another member's profile (spec §2): header with the relation's buttons, the
 * tab's page, and the side column, which becomes a drawer under 892 px.
 */
export function PeopleProfileLayout() {
  const { t } = useTranslation();
  const { userId, me, member, relation, relationState, notFound, blockedByMe } = usePeopleProfile();
  const narrow = useMediaQuery(belowWidthQuery(OTHER_PROFILE_DRAWER_MAX_PX));
  const [sideOpen, setSideOpen] = useState(false);
  const name = member.data && !notFound ? fullName(member.data) : null;
  useDocumentTitle(name ?? t('member.notFoundTitle'));

  // Blocked by me: the profile is hidden both ways, but 'Débloquer' stays offered (spec §4).
  if (blockedByMe && relation.data) {
    return (
      <StateCard title={t('member.blockedTitle')} text={t('member.blockedText')}>
        <RelationActions userId={userId} name="" relation={relation.data} me={me} />
      </StateCard>
    );
  }
  if (notFound) {
    return (
      <StateCard title={t('member.notFoundTitle')} text={t('member.notFoundText')}>
        <Link to="/profile/connections" className="btn btn-primary">
          {t('member.connectionsLink')}
        </Link>
      </StateCard>
    );
  }
  if (!member.data) {
    return (
      <div className="card" role="status">
        <div className="card-body text-center py-5">
          {member.isError ? (
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => void member.refetch()}
            >
              {t('common.retry')}
            </button>
          ) : (
            t('common.loading')
          )}
        </div>
      </div>
    );
  }

  const side = <PeopleSide member={member.data} />;
  return (
    <>
      <PeopleHeader
        member={member.data}
        me={me}
        relation={relation.data}
        relationState={relationState}
        onRetryRelation={() => void relation.refetch()}
        onOpenSide={narrow ? () => setSideOpen(true) : undefined}
      />
      <div className="profile-grid">
        <div className="min-w-0">
          <Outlet />
        </div>
        {narrow ? (
          <Offcanvas
            show={sideOpen}
            onHide={() => setSideOpen(false)}
            placement="end"
            aria-labelledby="people-side-title"
          >
            <Offcanvas.Header closeButton closeLabel={t('common.close')}>
              <Offcanvas.Title id="people-side-title" as="h2" className="h5">
                {t('member.sideTitle', { name: member.data.first_name })}
              </Offcanvas.Title>
            </Offcanvas.Header>
            <Offcanvas.Body>{side}</Offcanvas.Body>
          </Offcanvas>
        ) : (
          <aside
            className="profile-side"
            aria-label={t('member.sideTitle', { name: member.data.first_name })}
          >
            {side}
          </aside>
        )}
      </div>
    </>
  );
}

function StateCard({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <section className="card" aria-labelledby="member-state-title">
      <div className="card-body text-center py-5 px-4">
        <h1 id="member-state-title" className="h4 fw-bold">
          {title}
        </h1>
        <p className="text-body-secondary">{text}</p>
        <div className="d-flex justify-content-center">{children}</div>
      </div>
    </section>
  );
}
