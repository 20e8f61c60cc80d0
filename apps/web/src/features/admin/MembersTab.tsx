import '@/features/admin/admin.texts';
import {
  ADMIN_MEMBER_STATUSES,
  COMMUNITY_ROLES,
  type AdminMember,
  type CommunityRole,
} from '@koinonia/contracts';
import { useDeferredValue, useId, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { formatDay } from '@/shared/format/french-date';
import { useTranslation } from '@/shared/i18n/i18n';
import { fullName } from '@/shared/people/person-name';
import { notify } from '@/shared/toast/notify';
import { LazyConfirmModal } from '@/shared/ui/LazyConfirmModal';
import { AdminLoading } from './AdminLoading';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { useAdminMembers, useChangeRole, useResendVerification } from './admin.api';

const STATUS_BADGE: Record<AdminMember['status'], string> = {
  active: 'text-bg-success',
  suspended: 'text-bg-warning',
  closing: 'text-bg-secondary',
  deleted: 'text-bg-dark',
};

interface PendingChange {
  member: AdminMember;
  role: CommunityRole;
  held: boolean;
}

/** 'Membres': search, status, role switches (confirmed first) and the verification mail. */
export function MembersTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const deferred = useDeferredValue(search.trim());
  const members = useAdminMembers(deferred, status);
  const change = useChangeRole();
  const [pending, setPending] = useState<PendingChange | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const { member, role, held } = pending;
    setPending(null);
    const values = { name: fullName(member), role: t(`admin.members.role.${role}`) };
    try {
      await change.mutateAsync({ id: member.id, role, held });
      void notify(t(held ? 'admin.members.granted' : 'admin.members.revoked', values), 'success');
    } catch (error) {
      void notify(errorMessage(error), 'error');
    }
  };

  const results = members.data?.pages.flatMap((page) => page.results) ?? [];
  const pendingValues = pending && {
    name: fullName(pending.member),
    role: t(`admin.members.role.${pending.role}`),
  };

  return (
    <section aria-labelledby="admin-members-title">
      <h2 id="admin-members-title" className="visually-hidden">
        {t('admin.tabs.members')}
      </h2>
      <div className="card mb-3">
        <div className="card-body row g-2 align-items-end">
          <div className="col-sm-7">
            <label htmlFor="admin-member-search" className="form-label fw-medium">
              {t('admin.members.search')}
            </label>
            <input
              id="admin-member-search"
              type="search"
              className="form-control"
              placeholder={t('admin.members.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="col-sm-5">
            <label htmlFor="admin-member-status" className="form-label fw-medium">
              {t('admin.members.status')}
            </label>
            <select
              id="admin-member-status"
              className="form-select"
              value={status}
              onChange={(event) => setStatus(event.target.value)}
            >
              <option value="">{t('admin.members.allStatuses')}</option>
              {ADMIN_MEMBER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.members.statuses.${value}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      {members.isPending ? (
        <AdminLoading />
      ) : members.isError ? (
        <RetryAlert text={errorMessage(members.error)} onRetry={() => void members.refetch()} />
      ) : results.length === 0 ? (
        <p className="card card-body text-body-secondary">{t('admin.members.empty')}</p>
      ) : (
        <ul className="list-unstyled d-grid gap-2 mb-3" aria-live="polite">
          {results.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              busy={change.isPending}
              onToggle={(role, held) => setPending({ member, role, held })}
            />
          ))}
        </ul>
      )}
      {members.hasNextPage && (
        <SpinnerButton
          type="button"
          className="btn btn-outline-primary w-100"
          busy={members.isFetchingNextPage}
          onClick={() => void members.fetchNextPage()}
        >
          {t('admin.members.more')}
        </SpinnerButton>
      )}

      <LazyConfirmModal
        show={pending !== null}
        title={
          pending && pendingValues
            ? t(
                pending.held
                  ? 'admin.members.confirmGrantTitle'
                  : 'admin.members.confirmRevokeTitle',
                pendingValues,
              )
            : ''
        }
        text={
          pending && pendingValues
            ? t(
                pending.held ? 'admin.members.confirmGrantText' : 'admin.members.confirmRevokeText',
                pendingValues,
              )
            : ''
        }
        confirmLabel={t(
          pending?.held ? 'admin.members.confirmGrant' : 'admin.members.confirmRevoke',
        )}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}

function MemberRow({
  member,
  busy,
  onToggle,
}: {
  member: AdminMember;
  busy: boolean;
  onToggle: (role: CommunityRole, held: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const resend = useResendVerification();
  const name = fullName(member);
  const sendAgain = async () => {
    try {
      const { detail } = await resend.mutateAsync(member.id);
      void notify(detail, 'success');
    } catch (error) {
      void notify(errorMessage(error), 'error');
    }
  };
  return (
    <li className="card admin-member" data-member={member.email}>
      <div className="card-body d-flex flex-column flex-lg-row gap-3">
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <p className="fw-semibold mb-0 text-truncate" id={`${id}-name`}>
            {name}
          </p>
          <p className="small text-body-secondary mb-1 text-break">{member.email}</p>
          <div className="d-flex flex-wrap gap-1 align-items-center small">
            <span className={`badge ${STATUS_BADGE[member.status]}`}>
              {t(`admin.members.statuses.${member.status}`)}
            </span>
            {!member.email_verified && (
              <span className="badge text-bg-light border">{t('admin.members.unverified')}</span>
            )}
            <span className="text-body-secondary">
              {t('admin.members.joined', { date: formatDay(member.joined_at) })}
            </span>
          </div>
          {!member.email_verified && member.status === 'active' && (
            <SpinnerButton
              type="button"
              className="btn btn-sm btn-outline-primary mt-2"
              busy={resend.isPending}
              onClick={() => void sendAgain()}
            >
              {t('admin.members.resend')}
            </SpinnerButton>
          )}
        </div>
        <fieldset className="flex-shrink-0 d-flex flex-wrap column-gap-3 d-lg-block">
          <legend className="visually-hidden">{t('admin.members.roles', { name })}</legend>
          {COMMUNITY_ROLES.map((role) => {
            const held = member.roles.includes(role);
            return (
              <div className="form-check form-switch" key={role}>
                <input
                  className="form-check-input"
                  type="checkbox"
                  role="switch"
                  id={`${id}-${role}`}
                  checked={held}
                  disabled={busy || member.status === 'deleted'}
                  onChange={() => onToggle(role, !held)}
                />
                <label className="form-check-label" htmlFor={`${id}-${role}`}>
                  {t(`admin.members.role.${role}`)}
                </label>
              </div>
            );
          })}
        </fieldset>
      </div>
    </li>
  );
}
