import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { prayersError, useConfide, type NewIntention } from './prayers.queries';
import { useMyGroups } from './useMyGroups';
import '@/features/prayers/prayers.texts';

/** A day of the date field as the end of that day, the member's time. */
export const endOfDay = (day: string): string => new Date(`${day}T23:59:59`).toISOString();

/**
 * 'Confier une intention': its text, anonymous or not, its audience and its end date. Opened on a
 * group's shared list, it is shared in that group unless the member chooses otherwise.
 */
export function PrayerComposer({
  onDone,
  groupId: inGroup,
}: {
  onDone: () => void;
  groupId?: string;
}) {
  const { t } = useTranslation();
  const confide = useConfide();
  const groups = useMyGroups();
  const id = useId();
  const [text, setText] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [audience, setAudience] = useState<NewIntention['audience']>(
    inGroup ? 'group' : 'community',
  );
  const [groupId, setGroupId] = useState(inGroup ?? '');
  const [endsAt, setEndsAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    confide.mutate(
      {
        text,
        anonymous,
        audience,
        ...(audience === 'group' && groupId ? { group_id: groupId } : {}),
        ...(endsAt ? { ends_at: endOfDay(endsAt) } : {}),
      },
      {
        onSuccess: () => {
          void notify(t('prayers.form.posted'), 'success');
          onDone();
        },
        onError: (failure) => setError(prayersError(failure)),
      },
    );
  };
  return (
    <form className="card border-0 mb-3" onSubmit={submit} noValidate aria-labelledby={`${id}-t`}>
      <div className="card-body">
        <h2 id={`${id}-t`} className="h5 fw-bold mb-3">
          {t('prayers.form.title')}
        </h2>
        <div className="mb-3">
          <label htmlFor={`${id}-text`} className="form-label">
            {t('prayers.form.text')}
          </label>
          <textarea
            id={`${id}-text`}
            className="form-control"
            rows={3}
            maxLength={1000}
            required
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="form-check mb-3">
          <input
            id={`${id}-anonymous`}
            type="checkbox"
            className="form-check-input"
            checked={anonymous}
            aria-describedby={`${id}-anonymous-help`}
            onChange={(event) => setAnonymous(event.target.checked)}
          />
          <label htmlFor={`${id}-anonymous`} className="form-check-label">
            {t('prayers.form.anonymous')}
          </label>
          <div id={`${id}-anonymous-help`} className="form-text">
            {t('prayers.form.anonymousHelp')}
          </div>
        </div>
        <div className="row g-3 mb-3">
          <div className="col-md-6">
            <label htmlFor={`${id}-audience`} className="form-label">
              {t('prayers.form.audience')}
            </label>
            <select
              id={`${id}-audience`}
              className="form-select"
              value={audience}
              onChange={(event) => setAudience(event.target.value as NewIntention['audience'])}
            >
              <option value="community">{t('prayers.audience.community')}</option>
              <option value="friends">{t('prayers.audience.friends')}</option>
              {groups.length > 0 && (
                <option value="group">{t('prayers.audience.groupOption')}</option>
              )}
            </select>
          </div>
          {audience === 'group' && (
            <div className="col-md-6">
              <label htmlFor={`${id}-group`} className="form-label">
                {t('prayers.form.group')}
              </label>
              <select
                id={`${id}-group`}
                className="form-select"
                value={groupId}
                required
                onChange={(event) => setGroupId(event.target.value)}
              >
                <option value="">{t('prayers.form.groupChoose')}</option>
                {groups.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="col-md-6">
            <label htmlFor={`${id}-ends`} className="form-label">
              {t('prayers.form.endsAt')}
            </label>
            <input
              id={`${id}-ends`}
              type="date"
              className="form-control"
              value={endsAt}
              aria-describedby={`${id}-ends-help`}
              onChange={(event) => setEndsAt(event.target.value)}
            />
            <div id={`${id}-ends-help`} className="form-text">
              {t('prayers.form.endsAtHelp')}
            </div>
          </div>
        </div>
        {error && (
          <p role="alert" className="text-danger-emphasis">
            {error}
          </p>
        )}
        <div className="d-flex gap-2">
          <SpinnerButton type="submit" busy={confide.isPending}>
            {t('prayers.form.submit')}
          </SpinnerButton>
          <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
            {t('prayers.form.cancel')}
          </button>
        </div>
      </div>
    </form>
  );
}
