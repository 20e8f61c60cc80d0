import { EVENT_AUDIENCES } from '@koinonia/contracts';
import { useWatch } from 'react-hook-form';
import { ChoiceCard } from '@/shared/form/ChoiceCard';
import { described } from '@/shared/form/described';
import { FieldMessage } from '@/shared/form/FieldMessage';
import { useTranslation } from '@/shared/i18n/i18n';
import { FriendChecklist } from './FriendChecklist';
import { useMyGroups } from './useMyGroups';
import type { EventFormMethods } from './useEventForm';
import '@/features/events/events.texts';

/** Who may see the event: everyone, friends, one of the member's groups, or the invited. */
export function EventFormAudience({ id, form }: { id: string; form: EventFormMethods }) {
  const { t } = useTranslation();
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [audience, invited] = useWatch({ control, name: ['audience', 'invited'] });
  const { groups, pending: groupsPending } = useMyGroups(audience === 'group');
  return (
    <>
      <fieldset className="mb-3">
        <legend className="form-label fw-medium fs-6">{t('events.form.audience')}</legend>
        <div className="d-grid gap-2 event-choice-grid">
          {EVENT_AUDIENCES.map((value) => (
            <ChoiceCard
              key={value}
              id={`${id}-audience-${value}`}
              value={value}
              name={t(`events.audiences.${value}`)}
              help={t(`events.audienceHelp.${value}`)}
              registration={register('audience')}
            />
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
    </>
  );
}
