import { zodResolver } from '@hookform/resolvers/zod';
import { BIO_MAX_LENGTH, profileUpdateSchema, type UserProfile } from '@koinonia/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/features/auth/components/FormAlert';
import { TextField } from '@/features/auth/components/TextField';
import { applyServerError } from '@/features/auth/form-errors';
import { useUpdateProfile } from '@/features/users/users.queries';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import '@/features/profile/profile.texts';

type Input = z.input<typeof profileUpdateSchema>;
type Output = z.output<typeof profileUpdateSchema>;
const FIELDS = ['titre', 'first_name', 'last_name', 'bio', 'birthday'] as const;

/** The own profile's edit form (titre, first and last name, bio, birthday). */
export function ProfileEditForm({ user }: { user: UserProfile }) {
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
    },
  });

  const onSubmit = async (values: Output) => {
    setAlert(null);
    try {
      await update.mutateAsync({ ...values, birthday: values.birthday || null });
      void notify(t('profile.edit.saved'), 'success');
    } catch (error) {
      setAlert(applyServerError(error, setError, FIELDS));
    }
  };

  // An empty date field means 'no birthday'.
  const birthday = register('birthday', { setValueAs: (value: string) => value || null });

  return (
    <section className="card" aria-labelledby="profile-edit-title">
      <div className="card-body">
        <h2 id="profile-edit-title" className="h5 fw-bold mb-3">
          {t('profile.edit.title')}
        </h2>
        <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          {alert && <FormAlert variant="danger">{alert}</FormAlert>}
          <TextField
            id="profile-titre"
            label={t('profile.edit.titre')}
            placeholder={t('profile.edit.titrePlaceholder')}
            registration={register('titre')}
            error={errors.titre}
          />
          <div className="row g-3">
            <div className="col-sm-6">
              <TextField
                id="profile-first-name"
                label={t('profile.edit.firstName')}
                autoComplete="given-name"
                registration={register('first_name')}
                error={errors.first_name}
              />
            </div>
            <div className="col-sm-6">
              <TextField
                id="profile-last-name"
                label={t('profile.edit.lastName')}
                autoComplete="family-name"
                registration={register('last_name')}
                error={errors.last_name}
              />
            </div>
          </div>
          <div className="mb-3">
            <label htmlFor="profile-bio" className="form-label fw-medium">
              {t('profile.edit.bio')}
            </label>
            <textarea
              id="profile-bio"
              rows={4}
              className={`form-control${errors.bio ? ' is-invalid' : ''}`}
              aria-invalid={errors.bio ? true : undefined}
              aria-describedby={
                errors.bio ? 'profile-bio-hint profile-bio-error' : 'profile-bio-hint'
              }
              {...register('bio')}
            />
            <div id="profile-bio-hint" className="form-text">
              {t('profile.edit.bioHint', { max: BIO_MAX_LENGTH })}
            </div>
            {errors.bio?.message && (
              <div id="profile-bio-error" className="invalid-feedback d-block">
                {errors.bio.message}
              </div>
            )}
          </div>
          <TextField
            id="profile-birthday"
            type="date"
            label={t('profile.edit.birthday')}
            hint={t('profile.edit.birthdayHint')}
            registration={birthday}
            error={errors.birthday}
          />
          <SpinnerButton type="submit" busy={isSubmitting} disabled={isSubmitting}>
            {t('profile.edit.save')}
          </SpinnerButton>
        </form>
      </div>
    </section>
  );
}
