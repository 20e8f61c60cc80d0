import { zodResolver } from '@hookform/resolvers/zod';
import {
  createGroupBodySchema,
  GROUP_DESCRIPTION_MAX_LENGTH,
  GROUP_JOIN_RULES,
  GROUP_NAME_MAX_LENGTH,
  GROUP_VISIBILITIES,
  type Group,
  type GroupKind,
} from '@koinonia/contracts';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/shared/form/FormAlert';
import { TextField } from '@/shared/form/TextField';
import { ChoiceCard } from '@/shared/form/ChoiceCard';
import { applyServerError } from '@/shared/form/form-errors';
import { useTranslation } from '@/shared/i18n/i18n';
import { PictureField } from '@/shared/photo/PictureField';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import type { GroupFormInput, GroupFormValues } from './group-form-values';
import { PageFields } from './PageFields';
import '@/features/groups/groups.texts';

const FIELDS = [
  'name',
  'description',
  'visibility',
  'join_rule',
  'image',
  'logo',
  'category',
  'address',
  'website',
  'contact_email',
  'schedule',
] as const;

/** The form's starting values: the group's own when editing it. */
function startingValues(kind: GroupKind, group?: Group): GroupFormInput {
  return {
    kind,
    name: group?.name ?? '',
    description: group?.description ?? '',
    visibility: group?.visibility ?? 'PUBLIC',
    join_rule: group?.join_rule ?? 'OPEN',
    image: group?.image ?? null,
    logo: group?.logo ?? null,
    ...(kind === 'PAGE'
      ? {
          category: group?.page?.category ?? null,
          address: group?.page?.address ?? '',
          website: group?.page?.website ?? '',
          contact_email: group?.page?.contact_email ?? '',
          schedule: group?.page?.schedule ?? '',
        }
      : {}),
  };
}

interface GroupFormProps {
  kind: GroupKind;
  /** The group being edited; a new one when absent. */
  group?: Group;
  submitLabel: string;
  /** Sends the values; a refusal it throws shows on the form (fields and alert). */
  onSubmit: (values: GroupFormValues) => Promise<void>;
  /** Drawn beside the submit button ('Annuler'). */
  secondary?: ReactNode;
}

/**
 * A group's or a page's form, checked by the contracts' schema before it leaves: name,
 * description, cover and logo (uploaded at once), then for a group who may see it and who
 * may join (with what each choice means), for a page its category, address, site, e-mail
 * and 'Horaires'. A secret group is joined by invitation only.
 */
export function GroupForm({ kind, group, submitLabel, onSubmit, secondary }: GroupFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const [uploads, setUploads] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<GroupFormInput, unknown, GroupFormValues>({
    resolver: zodResolver(createGroupBodySchema),
    defaultValues: startingValues(kind, group),
  });
  const [visibility, image, logo] = useWatch({ control, name: ['visibility', 'image', 'logo'] });
  const secret = visibility === 'SECRET';
  useEffect(() => {
    if (secret) setValue('join_rule', 'INVITE');
  }, [secret, setValue]);

  const busy = isSubmitting || uploads > 0;
  const onBusy = (running: boolean) => setUploads((count) => count + (running ? 1 : -1));

  const submit = async (values: GroupFormValues) => {
    setAlert(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setAlert(applyServerError(error, setError, FIELDS));
    }
  };

  const page = kind === 'PAGE';
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      {alert && <FormAlert variant="danger">{alert}</FormAlert>}
      <TextField
        id={`${id}-name`}
        label={page ? t('groups.form.pageName') : t('groups.form.name')}
        maxLength={GROUP_NAME_MAX_LENGTH}
        registration={register('name')}
        error={errors.name}
      />
      <div className="mb-3">
        <label htmlFor={`${id}-description`} className="form-label fw-medium">
          {t('groups.form.description')}
        </label>
        <textarea
          id={`${id}-description`}
          rows={4}
          maxLength={GROUP_DESCRIPTION_MAX_LENGTH}
          className={`form-control${errors.description ? ' is-invalid' : ''}`}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${id}-description-hint${errors.description ? ` ${id}-description-error` : ''}`}
          {...register('description')}
        />
        <div id={`${id}-description-hint`} className="form-text">
          {t('groups.form.descriptionHint')}
        </div>
        {errors.description?.message && (
          <div id={`${id}-description-error`} className="invalid-feedback d-block">
            {errors.description.message}
          </div>
        )}
      </div>

      {page && <PageFields register={register} errors={errors} />}

      {!page && (
        <>
          <fieldset className="mb-3">
            <legend className="form-label fw-medium fs-6">{t('groups.form.visibility')}</legend>
            <div className="d-grid gap-2">
              {GROUP_VISIBILITIES.map((value) => (
                <ChoiceCard
                  key={value}
                  id={`${id}-visibility-${value}`}
                  value={value}
                  name={t(`groups.visibility.${value}`)}
                  help={t(`groups.visibilityHelp.${value}`)}
                  registration={register('visibility')}
                />
              ))}
            </div>
          </fieldset>
          <fieldset className="mb-3">
            <legend className="form-label fw-medium fs-6">{t('groups.form.joinRule')}</legend>
            <div className="d-grid gap-2">
              {GROUP_JOIN_RULES.map((value) => (
                <ChoiceCard
                  key={value}
                  id={`${id}-join-${value}`}
                  value={value}
                  name={t(`groups.joinRule.${value}`)}
                  help={t(`groups.joinRuleHelp.${value}`)}
                  registration={register('join_rule')}
                  disabled={secret && value !== 'INVITE'}
                />
              ))}
            </div>
          </fieldset>
        </>
      )}

      <PictureField
        label={t('groups.form.cover')}
        hint={t('groups.form.coverHint')}
        shape="cover"
        value={image ?? null}
        onChange={(url) => setValue('image', url, { shouldDirty: true })}
        onBusy={onBusy}
        disabled={isSubmitting}
      />
      <PictureField
        label={t('groups.form.logo')}
        hint={t('groups.form.logoHint')}
        shape="logo"
        value={logo ?? null}
        onChange={(url) => setValue('logo', url, { shouldDirty: true })}
        onBusy={onBusy}
        disabled={isSubmitting}
      />

      <div className="d-flex flex-wrap gap-2 justify-content-end">
        {secondary}
        <SpinnerButton type="submit" busy={isSubmitting} disabled={busy}>
          {submitLabel}
        </SpinnerButton>
      </div>
    </form>
  );
}
