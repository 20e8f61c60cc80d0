import {
  PARISH_TIME_KINDS,
  type ParishException,
  type ParishSchedule,
  type ParishTimeKind,
} from '@koinonia/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { WEEKDAY_NAMES } from '@/shared/format/french-names';
import { FormAlert } from '@/shared/form/FormAlert';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { Icon } from '@/shared/ui/Icon';
import { biXLg } from '@/shared/ui/icons.generated';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { dayLabel, timeLabel } from './parish-format';
import {
  parishError,
  useAddException,
  useAddTime,
  useDeleteException,
  useDeleteTime,
  useSaveProfile,
} from './parish.queries';
import '@/features/parish/parish.texts';

const EMPTY_PROFILE = {
  address: '',
  map_url: '',
  phone: '',
  email: '',
  office_hours: '',
  giving_url: '',
};
type ProfileValues = typeof EMPTY_PROFILE;
/** 'Dimanche', capitalised: it starts a line. */
const weekdayName = (weekday: number) => {
  const name = WEEKDAY_NAMES[weekday - 1]?.long ?? '';
  return name.charAt(0).toUpperCase() + name.slice(1);
};

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="mb-2">
      <label htmlFor={id} className="form-label small fw-medium mb-1">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The kind of a time or an added occurrence (messe, confession…), labelled. */
function KindSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ParishTimeKind;
  onChange: (kind: ParishTimeKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <Labelled id={id} label={t('parish.editor.kind')}>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(event) => onChange(event.target.value as ParishTimeKind)}
      >
        {PARISH_TIME_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`parish.kinds.${kind}`)}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** 'Accueil de la paroisse': the profile's form; saving it the first time declares the parish. */
export function ProfileForm({
  groupId,
  profile,
  onSaved,
}: {
  groupId: string;
  profile: ProfileValues | null;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveProfile(groupId);
  const [values, setValues] = useState<ProfileValues>(profile ?? EMPTY_PROFILE);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(values, {
      onSuccess: () => {
        void notify(t('parish.editor.saved'), 'success');
        onSaved?.();
      },
      onError: (failure) => setError(parishError(failure)),
    });
  };
  const input = (key: keyof ProfileValues, type = 'text') => (
    <Labelled id={`${id}-${key}`} label={t(`parish.editor.${key}`)}>
      {key === 'office_hours' ? (
        <textarea
          id={`${id}-${key}`}
          className="form-control"
          rows={2}
          maxLength={1000}
          value={values[key]}
          onChange={(event) => setValues({ ...values, [key]: event.target.value })}
        />
      ) : (
        <input
          id={`${id}-${key}`}
          type={type}
          className="form-control"
          maxLength={500}
          value={values[key]}
          onChange={(event) => setValues({ ...values, [key]: event.target.value })}
        />
      )}
    </Labelled>
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="mb-4">
      <h3 id={`${id}-title`} className="h6 fw-bold">
        {t('parish.editor.profile')}
      </h3>
      {error && <FormAlert variant="danger">{error}</FormAlert>}
      <div className="row g-2">
        <div className="col-md-6">{input('address')}</div>
        <div className="col-md-6">{input('map_url', 'url')}</div>
        <div className="col-md-6">{input('phone', 'tel')}</div>
        <div className="col-md-6">{input('email', 'email')}</div>
        <div className="col-12">{input('office_hours')}</div>
        <div className="col-12">{input('giving_url', 'url')}</div>
      </div>
      <SpinnerButton type="submit" busy={save.isPending}>
        {t('parish.editor.save')}
      </SpinnerButton>
    </form>
  );
}

/** 'Horaires de la semaine': the weekly times, deleted one by one, and a form to add one. */
function TimesEditor({ schedule }: { schedule: ParishSchedule }) {
  const { t } = useTranslation();
  const id = useId();
  const groupId = schedule.group.id;
  const add = useAddTime(groupId);
  const remove = useDeleteTime(groupId);
  const [values, setValues] = useState({
    kind: 'messe' as ParishTimeKind,
    label: '',
    weekday: '7',
    time: '10:30',
    duration_minutes: '60',
    place: '',
  });
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    add.mutate(
      {
        ...values,
        weekday: Number(values.weekday),
        duration_minutes: Number(values.duration_minutes),
      },
      {
        onSuccess: () => setValues({ ...values, label: '' }),
        onError: (failure) => setError(parishError(failure)),
      },
    );
  };
  return (
    <div className="mb-4">
      <h3 id={`${id}-title`} className="h6 fw-bold">
        {t('parish.editor.times')}
      </h3>
      {schedule.times.length === 0 ? (
        <p className="small text-body-secondary">{t('parish.editor.noTimes')}</p>
      ) : (
        <ul className="list-unstyled parish-edit-list">
          {schedule.times.map((time) => {
            const label = `${weekdayName(time.weekday)} ${timeLabel(time.time)} · ${t(`parish.kinds.${time.kind}`)}${time.label ? ` · ${time.label}` : ''}`;
            return (
              <li key={time.id}>
                <span>{label}</span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  aria-label={t('parish.editor.deleteTime', { label })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(time.id, { onError: (failure) => setError(parishError(failure)) })
                  }
                >
                  <Icon svg={biXLg} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {error && <FormAlert variant="danger">{error}</FormAlert>}
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <div className="row g-2">
          <div className="col-6 col-md-3">
            <KindSelect
              id={`${id}-kind`}
              value={values.kind}
              onChange={(kind) => setValues({ ...values, kind })}
            />
          </div>
          <div className="col-6 col-md-3">
            <Labelled id={`${id}-weekday`} label={t('parish.editor.weekday')}>
              <select
                id={`${id}-weekday`}
                className="form-select"
                value={values.weekday}
                onChange={(event) => setValues({ ...values, weekday: event.target.value })}
              >
                {WEEKDAY_NAMES.map((day, index) => (
                  <option key={day.long} value={String(index + 1)}>
                    {weekdayName(index + 1)}
                  </option>
                ))}
              </select>
            </Labelled>
          </div>
          <div className="col-6 col-md-3">
            <Labelled id={`${id}-time`} label={t('parish.editor.time')}>
              <input
                id={`${id}-time`}
                type="time"
                className="form-control"
                value={values.time}
                onChange={(event) => setValues({ ...values, time: event.target.value })}
              />
            </Labelled>
          </div>
          <div className="col-6 col-md-3">
            <Labelled id={`${id}-duration`} label={t('parish.editor.duration')}>
              <input
                id={`${id}-duration`}
                type="number"
                min={5}
                max={480}
                className="form-control"
                value={values.duration_minutes}
                onChange={(event) => setValues({ ...values, duration_minutes: event.target.value })}
              />
            </Labelled>
          </div>
          <div className="col-md-6">
            <Labelled id={`${id}-label`} label={t('parish.editor.label')}>
              <input
                id={`${id}-label`}
                className="form-control"
                maxLength={120}
                value={values.label}
                onChange={(event) => setValues({ ...values, label: event.target.value })}
              />
            </Labelled>
          </div>
          <div className="col-md-6">
            <Labelled id={`${id}-place`} label={t('parish.editor.place')}>
              <input
                id={`${id}-place`}
                className="form-control"
                maxLength={200}
                value={values.place}
                onChange={(event) => setValues({ ...values, place: event.target.value })}
              />
            </Labelled>
          </div>
        </div>
        <SpinnerButton type="submit" busy={add.isPending} className="btn btn-outline-primary">
          {t('parish.editor.addTime')}
        </SpinnerButton>
      </form>
    </div>
  );
}

function exceptionText(
  exception: ParishException,
  t: (key: string, values?: Record<string, string>) => string,
) {
  switch (exception.exception) {
    case 'cancel':
      return t('parish.editor.exceptionCancel', { date: dayLabel(exception.on_date ?? '') });
    case 'move':
      return t('parish.editor.exceptionMove', {
        date: dayLabel(exception.on_date ?? ''),
        newDate: dayLabel(exception.new_date ?? ''),
        time: timeLabel(exception.new_time ?? ''),
      });
    case 'add':
      return `${t('parish.editor.exceptionAdd', {
        date: dayLabel(exception.new_date ?? ''),
        time: timeLabel(exception.new_time ?? ''),
      })}${exception.label ? ` · ${exception.label}` : ''}`;
  }
}

/** 'Exceptions': cancel, move or add one occurrence. */
function ExceptionsEditor({ schedule }: { schedule: ParishSchedule }) {
  const { t } = useTranslation();
  const id = useId();
  const groupId = schedule.group.id;
  const add = useAddException(groupId);
  const remove = useDeleteException(groupId);
  const [values, setValues] = useState({
    exception: 'cancel' as 'cancel' | 'move' | 'add',
    time_id: schedule.times[0]?.id ?? '',
    on_date: '',
    new_date: '',
    new_time: '10:30',
    kind: 'messe' as ParishTimeKind,
    label: '',
    note: '',
  });
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const { exception, on_date, new_date, new_time, kind, label, note } = values;
    const time_id = values.time_id || schedule.times[0]?.id || '';
    const body =
      exception === 'cancel'
        ? { exception, time_id, on_date, note }
        : exception === 'move'
          ? { exception, time_id, on_date, new_date, new_time, note }
          : { exception, kind, label, new_date, new_time, note };
    add.mutate(body, {
      onSuccess: () => setValues({ ...values, note: '', label: '' }),
      onError: (failure) => setError(parishError(failure)),
    });
  };
  const field = (key: 'on_date' | 'new_date' | 'new_time', label: string, type: string) => (
    <Labelled id={`${id}-${key}`} label={label}>
      <input
        id={`${id}-${key}`}
        type={type}
        className="form-control"
        value={values[key]}
        onChange={(event) => setValues({ ...values, [key]: event.target.value })}
      />
    </Labelled>
  );
  return (
    <div>
      <h3 id={`${id}-title`} className="h6 fw-bold">
        {t('parish.editor.exceptions')}
      </h3>
      {schedule.exceptions.length === 0 ? (
        <p className="small text-body-secondary">{t('parish.editor.noExceptions')}</p>
      ) : (
        <ul className="list-unstyled parish-edit-list">
          {schedule.exceptions.map((exception) => (
            <li key={exception.id}>
              <span>
                {exceptionText(exception, t)}
                {exception.note && (
                  <span className="d-block small text-body-secondary">{exception.note}</span>
                )}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-label={t('parish.editor.deleteException', {
                  date: dayLabel(exception.on_date ?? exception.new_date ?? ''),
                })}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(exception.id, {
                    onError: (failure) => setError(parishError(failure)),
                  })
                }
              >
                <Icon svg={biXLg} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <FormAlert variant="danger">{error}</FormAlert>}
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <fieldset className="mb-2">
          <legend className="form-label small fw-medium mb-1">
            {t('parish.editor.exception')}
          </legend>
          {(['cancel', 'move', 'add'] as const).map((kind) => (
            <div key={kind} className="form-check form-check-inline">
              <input
                id={`${id}-${kind}`}
                type="radio"
                name={`${id}-exception`}
                className="form-check-input"
                checked={values.exception === kind}
                onChange={() => setValues({ ...values, exception: kind })}
              />
              <label htmlFor={`${id}-${kind}`} className="form-check-label">
                {t(`parish.editor.${kind}One`)}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="row g-2">
          {values.exception !== 'add' ? (
            <>
              <div className="col-md-6">
                <Labelled id={`${id}-which`} label={t('parish.editor.which')}>
                  <select
                    id={`${id}-which`}
                    className="form-select"
                    value={values.time_id || schedule.times[0]?.id || ''}
                    onChange={(event) => setValues({ ...values, time_id: event.target.value })}
                  >
                    {schedule.times.map((time) => (
                      <option key={time.id} value={time.id}>
                        {`${weekdayName(time.weekday)} ${timeLabel(time.time)} · ${t(`parish.kinds.${time.kind}`)}${time.label ? ` · ${time.label}` : ''}`}
                      </option>
                    ))}
                  </select>
                </Labelled>
              </div>
              <div className="col-md-6">{field('on_date', t('parish.editor.onDate'), 'date')}</div>
            </>
          ) : (
            <>
              <div className="col-md-6">
                <KindSelect
                  id={`${id}-kind`}
                  value={values.kind}
                  onChange={(kind) => setValues({ ...values, kind })}
                />
              </div>
              <div className="col-md-6">
                <Labelled id={`${id}-label`} label={t('parish.editor.label')}>
                  <input
                    id={`${id}-label`}
                    className="form-control"
                    maxLength={120}
                    value={values.label}
                    onChange={(event) => setValues({ ...values, label: event.target.value })}
                  />
                </Labelled>
              </div>
            </>
          )}
          {values.exception !== 'cancel' && (
            <>
              <div className="col-6">{field('new_date', t('parish.editor.newDate'), 'date')}</div>
              <div className="col-6">{field('new_time', t('parish.editor.newTime'), 'time')}</div>
            </>
          )}
          <div className="col-12">
            <Labelled id={`${id}-note`} label={t('parish.editor.note')}>
              <input
                id={`${id}-note`}
                className="form-control"
                maxLength={200}
                value={values.note}
                onChange={(event) => setValues({ ...values, note: event.target.value })}
              />
            </Labelled>
          </div>
        </div>
        <SpinnerButton type="submit" busy={add.isPending} className="btn btn-outline-primary">
          {t('parish.editor.addException')}
        </SpinnerButton>
      </form>
    </div>
  );
}

/** The page admins' editor: the profile, the weekly times and the exceptions. */
export function ParishEditor({ schedule }: { schedule: ParishSchedule }) {
  const { t } = useTranslation();
  return (
    <section className="card mb-3" aria-labelledby="parish-editor-title">
      <div className="card-body">
        <h2 id="parish-editor-title" className="h5 fw-bold mb-3">
          {t('parish.editor.open')}
        </h2>
        <ProfileForm groupId={schedule.group.id} profile={schedule.profile} />
        <TimesEditor schedule={schedule} />
        <ExceptionsEditor schedule={schedule} />
      </div>
    </section>
  );
}
