import { zodResolver } from '@hookform/resolvers/zod';
import { BIO_MAX_LENGTH, profileUpdateSchema, type UserProfile } from '@koinonia/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/features/auth/components/FormAlert';
import { TextField } from '@/features/auth/components/TextField';
import { useUpdateProfile } from '@/features/users/users.queries';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { serverErrorAlert } from './form-error';
import { SettingsCard } from './SettingsPage';
import '@/features/settings/settings.texts';

type Input = z.input<typeof profileUpdateSchema>;
type Output = z.output<typeof profileUpdateSchema>;
const FIELDS = ['titre', 'first_name', 'last_name', 'bio', 'birthday', 'town', 'postcode'] as const;

/** Titre, names, bio, birthday, town and postcode (the events' 'Près de chez moi'). */
export function ProfileFieldsForm({ user }: { user: UserProfile }) {
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
      void notify(t('settings.account.profile.saved'), 'success');
    } catch (error) {
      setAlert(serverErrorAlert(error, setError, FIELDS));
    }
  };

  // An empty date field means 'no birthday'.
  const birthday = register('birthday', { setValueAs: (value: string) => value || null });

  return (
    <SettingsCard id="account-profile" title={t('settings.account.profile.title')}>
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        {alert && <FormAlert variant="danger">{alert}</FormAlert>}
        <TextField
          id="settings-titre"
          label={t('settings.account.profile.titre')}
          placeholder={t('settings.account.profile.titrePlaceholder')}
          registration={register('titre')}
          error={errors.titre}
        />
        <div className="row g-sm-3">
          <div className="col-sm-6">
            <TextField
              id="settings-first-name"
              label={t('settings.account.profile.firstName')}
              autoComplete="given-name"
              registration={register('first_name')}
              error={errors.first_name}
            />
          </div>
          <div className="col-sm-6">
            <TextField
              id="settings-last-name"
              label={t('settings.account.profile.lastName')}
              autoComplete="family-name"
              registration={register('last_name')}
              error={errors.last_name}
            />
          </div>
        </div>
        <div className="mb-3">
          <label htmlFor="settings-bio" className="form-label fw-medium">
            {t('settings.account.profile.bio')}
          </label>
          <textarea
            id="settings-bio"
            rows={3}
            className={`form-control${errors.bio ? ' is-invalid' : ''}`}
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={
              errors.bio ? 'settings-bio-hint settings-bio-error' : 'settings-bio-hint'
            }
            {...register('bio')}
          />
          <div id="settings-bio-hint" className="form-text">
            {t('settings.account.profile.bioHint', { max: BIO_MAX_LENGTH })}
          </div>
          {errors.bio?.message && (
            <div id="settings-bio-error" className="invalid-feedback d-block">
              {errors.bio.message}
            </div>
          )}
        </div>
        <TextField
          id="settings-birthday"
          type="date"
          label={t('settings.account.profile.birthday')}
          hint={t('settings.account.profile.birthdayHint')}
          registration={birthday}
          error={errors.birthday}
        />
        <div className="row g-sm-3">
          <div className="col-sm-8">
            <TextField
              id="settings-town"
              label={t('settings.account.profile.town')}
              autoComplete="address-level2"
              hint={t('settings.account.profile.placeHint')}
              registration={register('town')}
              error={errors.town}
            />
          </div>
          <div className="col-sm-4">
            <TextField
              id="settings-postcode"
              label={t('settings.account.profile.postcode')}
              autoComplete="postal-code"
              registration={register('postcode')}
              error={errors.postcode}
            />
          </div>
        </div>
        <SpinnerButton type="submit" busy={isSubmitting} disabled={isSubmitting}>
          {t('settings.account.profile.save')}
        </SpinnerButton>
      </form>
    </SettingsCard>
  );
}
