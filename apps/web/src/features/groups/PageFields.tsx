import { PAGE_CATEGORIES } from '@koinonia/contracts';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/shared/form/TextField';
import { useTranslation } from '@/shared/i18n/i18n';
import type { GroupFormInput } from './group-form-values';
import '@/features/groups/groups.texts';

interface PageFieldsProps {
  register: UseFormRegister<GroupFormInput>;
  errors: FieldErrors<GroupFormInput>;
}

/** A page's own fields: category, address, website, contact e-mail and 'Horaires'. */
export function PageFields({ register, errors }: PageFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className="mb-3">
        <label htmlFor={`${id}-category`} className="form-label fw-medium">
          {t('groups.pageForm.category')}
        </label>
        <select
          id={`${id}-category`}
          className={`form-select${errors.category ? ' is-invalid' : ''}`}
          aria-invalid={errors.category ? true : undefined}
          {...register('category', { setValueAs: (value: string | null) => value || null })}
        >
          <option value="">{t('groups.pageForm.chooseCategory')}</option>
          {PAGE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`groups.categories.${category}`)}
            </option>
          ))}
        </select>
        {errors.category?.message && (
          <div className="invalid-feedback d-block">{errors.category.message}</div>
        )}
      </div>
      <TextField
        id={`${id}-address`}
        label={t('groups.pageForm.address')}
        placeholder={t('groups.pageForm.addressPlaceholder')}
        autoComplete="street-address"
        registration={register('address')}
        error={errors.address}
      />
      <div className="row g-3">
        <div className="col-md-6">
          <TextField
            id={`${id}-website`}
            type="url"
            inputMode="url"
            label={t('groups.pageForm.website')}
            hint={t('groups.pageForm.websiteHint')}
            placeholder="https://"
            registration={register('website')}
            error={errors.website}
          />
        </div>
        <div className="col-md-6">
          <TextField
            id={`${id}-email`}
            type="email"
            inputMode="email"
            label={t('groups.pageForm.email')}
            registration={register('contact_email')}
            error={errors.contact_email}
          />
        </div>
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-schedule`} className="form-label fw-medium">
          {t('groups.pageForm.schedule')}
        </label>
        <textarea
          id={`${id}-schedule`}
          rows={4}
          className={`form-control${errors.schedule ? ' is-invalid' : ''}`}
          aria-invalid={errors.schedule ? true : undefined}
          aria-describedby={`${id}-schedule-hint`}
          {...register('schedule')}
        />
        <div id={`${id}-schedule-hint`} className="form-text">
          {t('groups.pageForm.scheduleHint')}
        </div>
        {errors.schedule?.message && (
          <div className="invalid-feedback d-block">{errors.schedule.message}</div>
        )}
      </div>
    </>
  );
}
