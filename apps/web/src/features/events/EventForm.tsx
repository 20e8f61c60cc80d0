import {
  EVENT_AUDIENCES,
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_MAX_GUESTS,
  EVENT_TITLE_MAX_LENGTH,
  type CreateEventBody,
  type Event,
} from '@koinonia/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { FormAlert } from '@/shared/form/FormAlert';
import { TextField } from '@/shared/form/TextField';
import { PictureField } from '@/shared/photo/PictureField';
import { groupListQueryOptions } from '@/features/groups/groups.queries';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { FriendChecklist } from './FriendChecklist';
import {
  eventFormResolver,
  formFieldOf,
  startingValues,
  TIME_ZONES,
  type EventFormValues,
} from './event-form-values';
import '@/features/events/events.texts';
import '@/shared/form/choice-card.css';

/** An error under a field, tied to it by `${id}-error`. */
function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  if (!error?.message) return null;
  return (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {error.message}
    </div>
  );
}

/** aria attributes of a field with a hint and maybe an error. */
function described(id: string, error: FieldError | undefined, hint = false) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  } as const;
}

/** A titled part of the form. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="event-form-part">
      <h2 className="h6 fw-bold text-body-secondary text-uppercase small mb-3">{title}</h2>
      {children}
    </section>
  );
}

/** The member's groups, every page (a group's event chooses among them). */
function useMyGroups(enabled: boolean) {
  const groups = useInfiniteQuery({ ...groupListQueryOptions({ query: 'mine' }), enabled });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = groups;
  useEffect(() => {
    if (enabled && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [enabled, hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    groups: groups.data?.pages.flatMap((page) => page.results) ?? [],
    pending: enabled && groups.isPending,
  };
}

interface EventFormProps {
  event?: Event;
  meId?: string;
  submitLabel: string;
  /** Sends the body; a refusal it throws shows on the form (its fields and an alert). */
  onSubmit: (body: CreateEventBody) => Promise<void>;
  secondary?: ReactNode;
}

/**
 * The event form (issue 12), checked by the contracts' schema before it leaves: title,
 * presentation, cover, category; start and end as a date and a time in the event's zone; a
 * place or an online link; who may see it (everyone, friends, a group, the invited), its
 * co-organisers, seats, guests and approval; draft or confirmed.
 */
export function EventForm({ event, meId, submitLabel, onSubmit, secondary }: EventFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const [uploads, setUploads] = useState(0);
  // The friends' list loads when the member opens it (or there are co-organisers to show).
  const [showCoOrganisers, setShowCoOrganisers] = useState(
    () => startingValues(event, meId).co_organisers.length > 0,
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<EventFormValues, unknown, CreateEventBody>({
    resolver: eventFormResolver,
    defaultValues: startingValues(event, meId),
  });
  const [where, audience, image, startDate, invited, coOrganisers, timeZone, category] = useWatch({
    control,
    name: [
      'where',
      'audience',
      'image',
      'start_date',
      'invited',
      'co_organisers',
      'time_zone',
      'category',
    ],
  });
  const { groups, pending: groupsPending } = useMyGroups(audience === 'group');

  // A start moved past the end takes the end's day along.
  useEffect(() => {
    const end = getValues('end_date');
    if (startDate && (!end || end < startDate)) setValue('end_date', startDate);
  }, [startDate, getValues, setValue]);

  const onBusy = (running: boolean) => setUploads((count) => count + (running ? 1 : -1));
  const submit = async (body: CreateEventBody) => {
    setAlert(null);
    try {
      await onSubmit(body);
    } catch (failure) {
      if (failure instanceof ApiError) {
        for (const [field, message] of Object.entries(failure.details)) {
          const target = formFieldOf(field);
          if (target) setError(target, { type: 'server', message });
        }
      }
      setAlert(errorMessage(failure));
    }
  };

  const zones = TIME_ZONES.some((option) => option.zone === timeZone)
    ? TIME_ZONES
    : [...TIME_ZONES, { zone: timeZone, name: timeZone }];

  return (
    <form noValidate onSubmit={(submitted) => void handleSubmit(submit)(submitted)}>
      {alert && <FormAlert variant="danger">{alert}</FormAlert>}

      <Part title={t('events.form.essentials')}>
        <TextField
          id={`${id}-title`}
          label={t('events.form.title')}
          maxLength={EVENT_TITLE_MAX_LENGTH}
          registration={register('title')}
          error={errors.title}
        />
        <div className="mb-3">
          <label htmlFor={`${id}-category`} className="form-label fw-medium">
            {t('events.form.category')}
          </label>
          <select
            id={`${id}-category`}
            className="form-select"
            {...register('category')}
            value={category}
          >
            {EVENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {EVENT_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </div>
        <div className="mb-3">
          <label htmlFor={`${id}-description`} className="form-label fw-medium">
            {t('events.form.description')}
          </label>
          <textarea
            id={`${id}-description`}
            rows={5}
            maxLength={EVENT_DESCRIPTION_MAX_LENGTH}
            className={`form-control${errors.description ? ' is-invalid' : ''}`}
            {...described(`${id}-description`, errors.description, true)}
            {...register('description')}
          />
          <div id={`${id}-description-hint`} className="form-text">
            {t('events.form.descriptionHint')}
          </div>
          <FieldMessage id={`${id}-description`} error={errors.description} />
        </div>
        <PictureField
          label={t('events.form.cover')}
          hint={t('events.form.coverHint')}
          shape="cover"
          value={image ?? null}
          onChange={(url) => setValue('image', url, { shouldDirty: true })}
          onBusy={onBusy}
          disabled={isSubmitting}
        />
      </Part>

      <Part title={t('events.form.when')}>
        <div className="row g-2">
          <div className="col-7">
            <label htmlFor={`${id}-start-date`} className="form-label fw-medium">
              {t('events.form.startDate')}
            </label>
            <input
              id={`${id}-start-date`}
              type="date"
              className={`form-control${errors.start_date ? ' is-invalid' : ''}`}
              {...described(`${id}-start-date`, errors.start_date)}
              {...register('start_date')}
            />
            <FieldMessage id={`${id}-start-date`} error={errors.start_date} />
          </div>
          <div className="col-5">
            <label htmlFor={`${id}-start-time`} className="form-label fw-medium">
              {t('events.form.startTime')}
            </label>
            <input
              id={`${id}-start-time`}
              type="time"
              className="form-control"
              {...register('start_time')}
            />
          </div>
          <div className="col-7">
            <label htmlFor={`${id}-end-date`} className="form-label fw-medium">
              {t('events.form.endDate')}
            </label>
            <input
              id={`${id}-end-date`}
              type="date"
              min={startDate || undefined}
              className={`form-control${errors.end_date ? ' is-invalid' : ''}`}
              {...described(`${id}-end-date`, errors.end_date)}
              {...register('end_date')}
            />
            <FieldMessage id={`${id}-end-date`} error={errors.end_date} />
          </div>
          <div className="col-5">
            <label htmlFor={`${id}-end-time`} className="form-label fw-medium">
              {t('events.form.endTime')}
            </label>
            <input
              id={`${id}-end-time`}
              type="time"
              className="form-control"
              {...register('end_time')}
            />
          </div>
        </div>
        <div className="mt-3 mb-3">
          <label htmlFor={`${id}-zone`} className="form-label fw-medium">
            {t('events.form.timeZone')}
          </label>
          <select
            id={`${id}-zone`}
            className="form-select"
            aria-describedby={`${id}-zone-hint`}
            {...register('time_zone')}
            value={timeZone}
          >
            {zones.map((option) => (
              <option key={option.zone} value={option.zone}>
                {option.name}
              </option>
            ))}
          </select>
          <div id={`${id}-zone-hint`} className="form-text">
            {t('events.form.timeZoneHint')}
          </div>
        </div>
      </Part>

      <Part title={t('events.form.where')}>
        <div className="btn-group mb-3" role="radiogroup" aria-label={t('events.form.where')}>
          {(['place', 'online'] as const).map((value) => (
            <label key={value} className="btn btn-outline-primary event-toggle">
              <input
                type="radio"
                className="visually-hidden"
                value={value}
                {...register('where')}
              />
              {value === 'place' ? t('events.form.inPerson') : t('events.form.online')}
            </label>
          ))}
        </div>
        {where === 'online' ? (
          <TextField
            id={`${id}-url`}
            type="url"
            inputMode="url"
            label={t('events.form.onlineUrl')}
            placeholder="https://"
            hint={t('events.form.onlineUrlHint')}
            registration={register('online_url')}
            error={errors.online_url}
          />
        ) : (
          <TextField
            id={`${id}-location`}
            label={t('events.form.location')}
            autoComplete="street-address"
            hint={t('events.form.locationHint')}
            maxLength={300}
            registration={register('location')}
            error={errors.location}
          />
        )}
      </Part>

      <Part title={t('events.form.people')}>
        <fieldset className="mb-3">
          <legend className="form-label fw-medium fs-6">{t('events.form.audience')}</legend>
          <div className="d-grid gap-2 event-choice-grid">
            {EVENT_AUDIENCES.map((value) => (
              <label key={value} className="choice-card">
                <input
                  type="radio"
                  className="form-check-input"
                  value={value}
                  aria-labelledby={`${id}-audience-${value}-name`}
                  aria-describedby={`${id}-audience-${value}`}
                  {...register('audience')}
                />
                <span>
                  <span id={`${id}-audience-${value}-name`} className="fw-semibold d-block">
                    {t(`events.audiences.${value}`)}
                  </span>
                  <span id={`${id}-audience-${value}`} className="small text-body-secondary">
                    {t(`events.audienceHelp.${value}`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {audience === 'group' && (
          <div className="mb-3">
            <label htmlFor={`${id}-group`} className="form-label fw-medium">
              {t('events.form.group')}
            </label>
            <select
              id={`${id}-group`}
              className={`form-select${errors.group_id ? ' is-invalid' : ''}`}
              disabled={groupsPending}
              {...described(`${id}-group`, errors.group_id)}
              {...register('group_id')}
            >
              <option value="">{t('events.form.chooseGroup')}</option>
              {groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </select>
            {!groupsPending && groups.length === 0 && (
              <div className="form-text">{t('events.form.noGroups')}</div>
            )}
            <FieldMessage id={`${id}-group`} error={errors.group_id} />
          </div>
        )}
        {audience === 'invited' && (
          <FriendChecklist
            legend={t('events.form.invited')}
            hint={t('events.form.invitedHint')}
            value={invited}
            onChange={(ids) => setValue('invited', ids, { shouldDirty: true })}
            disabled={isSubmitting}
          />
        )}
        <details
          className="mb-3 event-details-toggle"
          open={showCoOrganisers}
          onToggle={(toggled) => setShowCoOrganisers(toggled.currentTarget.open)}
        >
          <summary className="fw-medium">{t('events.form.coOrganisers')}</summary>
          {showCoOrganisers && (
            <div className="pt-2">
              <FriendChecklist
                legend={t('events.form.coOrganisers')}
                hint={t('events.form.coOrganisersHint')}
                value={coOrganisers}
                onChange={(ids) => setValue('co_organisers', ids, { shouldDirty: true })}
                disabled={isSubmitting}
              />
            </div>
          )}
        </details>
        <div className="row g-3">
          <div className="col-sm-6">
            <TextField
              id={`${id}-capacity`}
              type="number"
              inputMode="numeric"
              min={1}
              label={t('events.form.capacity')}
              hint={t('events.form.capacityHint')}
              registration={register('capacity')}
              error={errors.capacity}
            />
          </div>
          <div className="col-sm-6">
            <TextField
              id={`${id}-guests`}
              type="number"
              inputMode="numeric"
              min={0}
              max={EVENT_MAX_GUESTS}
              label={t('events.form.maxGuests')}
              hint={t('events.form.maxGuestsHint')}
              registration={register('max_guests')}
              error={errors.max_guests}
            />
          </div>
        </div>
        <div className="form-check form-switch mb-3">
          <input
            id={`${id}-approval`}
            type="checkbox"
            role="switch"
            className="form-check-input"
            {...register('requires_approval')}
          />
          <label htmlFor={`${id}-approval`} className="form-check-label">
            {t('events.form.approval')}
          </label>
        </div>
      </Part>

      {event?.status !== 'confirmed' && (
        <Part title={t('events.form.status')}>
          <fieldset className="mb-3">
            <legend className="visually-hidden">{t('events.form.status')}</legend>
            <div className="d-grid gap-2 event-choice-grid">
              {(['draft', 'confirmed'] as const).map((value) => (
                <label key={value} className="choice-card">
                  <input
                    type="radio"
                    className="form-check-input"
                    value={value}
                    aria-labelledby={`${id}-status-${value}-name`}
                    aria-describedby={`${id}-status-${value}`}
                    {...register('status')}
                  />
                  <span>
                    <span id={`${id}-status-${value}-name`} className="fw-semibold d-block">
                      {t(`events.form.${value}`)}
                    </span>
                    <span id={`${id}-status-${value}`} className="small text-body-secondary">
                      {t(`events.form.${value}Help`)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </Part>
      )}

      <div className="d-flex flex-wrap gap-2 justify-content-end">
        {secondary}
        <SpinnerButton type="submit" busy={isSubmitting} disabled={isSubmitting || uploads > 0}>
          {submitLabel}
        </SpinnerButton>
      </div>
    </form>
  );
}
