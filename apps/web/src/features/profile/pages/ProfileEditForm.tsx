import { zodResolver } from '@hookform/resolvers/zod';
import { BIO_MAX_LENGTH, profileUpdateSchema, type UserProfile } from '@koinonia/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/shared/form/FormAlert';
import { TextField } from '@/shared/form/TextField';
import { applyServerError } from '@/shared/form/form-errors';
import { useUpdateProfile } from '@/features/users/users.public';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import '@/features/profile/profile.texts';

type Input = z.input<typeof profileUpdateSchema>;
type Output = z.output<typeof profileUpdateSchema>;
const FIELDS = ['titre', 'first_name', 'last_name', 'bio', 'birthday', 'town', 'postcode'] as const;

/**
 * The own profile's edit form (titre, first and last name, bio, birthday, town and postcode
 * for the events' 'Près de chez moi'): the profile's 'A propos' tab and /settings/account show
 * this one form, each with its title and its own ids.
 */
export function ProfileEditForm({
  user,
  title,
  idPrefix = 'profile',
}: {
  user: UserProfile;
  /** The card's heading ('Modifier mes informations' by default). */
  title?: string;
  idPrefix?: string;
}) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      titre: user.titre,
      first_name: user.first_name,
      last_name: user.last_name,
      bio: user.bio,
      birthday: user.birthday,
      town: user.town ?? '',
      postcode: user.postcode ?? '',
    },
  });

  const onSubmit = async (values: Output) => {
    setAlert(null);
    try {
      await update.mutateAsync({
        ...values,
        birthday: values.birthday || null,
        town: values.town || null,
        postcode: values.postcode || null,
      });
      void notify(t('profile.edit.saved'), 'success');
    } catch (error) {
      setAlert(applyServerError(error, setError, FIELDS));
    }
  };

  const id = (name: string) => `${idPrefix}-${name}`;
  // An empty date field means 'no birthday'.
  const birthday = register('birthday', { setValueAs: (value: string) => value || null });

  return (
    <section className="card mb-4" aria-labelledby={id('edit-title')}>
      <div className="card-body">
        <h2 id={id('edit-title')} className="h5 fw-bold mb-3">
          {title ?? t('profile.edit.title')}
        </h2>
        <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          {alert && <FormAlert variant="danger">{alert}</FormAlert>}
          <TextField
            id={id('titre')}
            label={t('profile.edit.titre')}
            placeholder={t('profile.edit.titrePlaceholder')}
            registration={register('titre')}
            error={errors.titre}
          />
          <div className="row g-3">
            <div className="col-sm-6">
              <TextField
                id={id('first-name')}
                label={t('profile.edit.firstName')}
                autoComplete="given-name"
                registration={register('first_name')}
                error={errors.first_name}
              />
            </div>
            <div className="col-sm-6">
              <TextField
                id={id('last-name')}
                label={t('profile.edit.lastName')}
                autoComplete="family-name"
                registration={register('last_name')}
                error={errors.last_name}
              />
            </div>
          </div>
          <div className="mb-3">
            <label htmlFor={id('bio')} className="form-label fw-medium">
              {t('profile.edit.bio')}
            </label>
            <textarea
              id={id('bio')}
              rows={4}
              className={`form-control${errors.bio ? ' is-invalid' : ''}`}
              aria-invalid={errors.bio ? true : undefined}
              aria-describedby={
                errors.bio ? `${id('bio-hint')} ${id('bio-error')}` : id('bio-hint')
              }
              {...register('bio')}
            />
            <div id={id('bio-hint')} className="form-text">
              {t('profile.edit.bioHint', { max: BIO_MAX_LENGTH })}
            </div>
            {errors.bio?.message && (
              <div id={id('bio-error')} className="invalid-feedback d-block">
                {errors.bio.message}
              </div>
            )}
          </div>
          <TextField
            id={id('birthday')}
            type="date"
            label={t('profile.edit.birthday')}
            hint={t('profile.edit.birthdayHint')}
            registration={birthday}
            error={errors.birthday}
          />
          <div className="row g-sm-3">
            <div className="col-sm-8">
              <TextField
                id={id('town')}
                label={t('profile.edit.town')}
                autoComplete="address-level2"
                hint={t('profile.edit.placeHint')}
                registration={register('town')}
                error={errors.town}
              />
            </div>
            <div className="col-sm-4">
              <TextField
                id={id('postcode')}
                label={t('profile.edit.postcode')}
                autoComplete="postal-code"
                registration={register('postcode')}
                error={errors.postcode}
              />
            </div>
          </div>
          <SpinnerButton type="submit" busy={isSubmitting} disabled={isSubmitting}>
            {t('profile.edit.save')}
          </SpinnerButton>
        </form>
      </div>
    </section>
  );
}
