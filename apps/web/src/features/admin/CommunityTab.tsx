import '@/features/admin/admin.texts';
import { SIGN_UP_MODES, type CommunityProfile, type SignUpMode } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { uploadImage } from '@/shared/media/upload-image';
import { notify } from '@/shared/toast/notify';
import { AdminLoading } from './AdminLoading';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { adminCommunityQuery, useInvite, useUpdateCommunity } from './admin.api';

/** 'Communauté': the community's profile, its sign-up mode, and invitations. */
export function CommunityTab() {
  const profile = useQuery(adminCommunityQuery());
  if (profile.isPending) return <AdminLoading />;
  if (profile.isError) {
    return <RetryAlert text={errorMessage(profile.error)} onRetry={() => void profile.refetch()} />;
  }
  return (
    <>
      <ProfileForm profile={profile.data} />
      {profile.data.sign_up_mode === 'invitation' && <InviteForm />}
    </>
  );
}

function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.details : {};
}

function ProfileForm({ profile }: { profile: CommunityProfile }) {
  const { t } = useTranslation();
  const update = useUpdateCommunity();
  const [name, setName] = useState(profile.name);
  const [description, setDescription] = useState(profile.description);
  const [logo, setLogo] = useState(profile.logo_url);
  const [mode, setMode] = useState<SignUpMode>(profile.sign_up_mode);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const url = await uploadImage(file);
    setUploading(false);
    if (url) setLogo(url);
    else void notify(t('admin.community.logoFailed'), 'error');
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await update.mutateAsync({ name, description, logo_url: logo, sign_up_mode: mode });
      void notify(t('admin.community.saved'), 'success');
    } catch (error) {
      setErrors(fieldErrors(error));
      void notify(errorMessage(error), 'error');
    }
  };

  const invalid = (field: string) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `admin-${field}-error` } : {};
  const error = (field: string) =>
    errors[field] && (
      <div id={`admin-${field}-error`} className="invalid-feedback d-block">
        {errors[field]}
      </div>
    );

  return (
    <form className="card mb-3" noValidate onSubmit={(event) => void save(event)}>
      <div className="card-body">
        <h2 className="h5 fw-bold mb-3">{t('admin.community.profileTitle')}</h2>
        <div className="mb-3">
          <label htmlFor="admin-name" className="form-label fw-medium">
            {t('admin.community.name')}
          </label>
          <input
            id="admin-name"
            className={`form-control${errors.name ? ' is-invalid' : ''}`}
            value={name}
            maxLength={80}
            onChange={(event) => setName(event.target.value)}
            {...invalid('name')}
          />
          {error('name')}
        </div>
        <div className="mb-3">
          <label htmlFor="admin-description" className="form-label fw-medium">
            {t('admin.community.description')}
          </label>
          <textarea
            id="admin-description"
            className={`form-control${errors.description ? ' is-invalid' : ''}`}
            rows={3}
            maxLength={500}
            value={description}
            aria-describedby="admin-description-hint"
            onChange={(event) => setDescription(event.target.value)}
          />
          <div id="admin-description-hint" className="form-text">
            {t('admin.community.descriptionHint')}
          </div>
          {error('description')}
        </div>
        <div className="mb-3">
          <span className="form-label fw-medium d-block" id="admin-logo-label">
            {t('admin.community.logo')}
          </span>
          <div className="d-flex flex-wrap align-items-center gap-3">
            {logo && (
              <img
                src={logo}
                alt={t('admin.community.logoAlt')}
                className="rounded border object-fit-cover"
                width={64}
                height={64}
              />
            )}
            <label className="btn btn-outline-primary mb-0" htmlFor="admin-logo">
              {uploading ? t('common.loading') : t('admin.community.logoChoose')}
            </label>
            <input
              id="admin-logo"
              type="file"
              accept="image/*"
              className="visually-hidden"
              aria-describedby="admin-logo-hint"
              onChange={(event) => void chooseLogo(event.target.files?.[0])}
            />
            {logo && (
              <button
                type="button"
                className="btn btn-link text-danger-emphasis"
                onClick={() => setLogo(null)}
              >
                {t('admin.community.logoRemove')}
              </button>
            )}
          </div>
          <div id="admin-logo-hint" className="form-text">
            {t('admin.community.logoHint')}
          </div>
          {error('logo_url')}
        </div>

        <h2 className="h5 fw-bold mt-4 mb-3">{t('admin.community.signUpTitle')}</h2>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-medium">{t('admin.community.signUpLegend')}</legend>
          {SIGN_UP_MODES.map((value) => (
            <div className="form-check mb-2" key={value}>
              <input
                className="form-check-input"
                type="radio"
                name="sign_up_mode"
                id={`admin-mode-${value}`}
                value={value}
                checked={mode === value}
                aria-describedby={`admin-mode-${value}-hint`}
                onChange={() => setMode(value)}
              />
              <label className="form-check-label" htmlFor={`admin-mode-${value}`}>
                {t(`admin.community.modes.${value}`)}
              </label>
              <div id={`admin-mode-${value}-hint`} className="form-text mt-0">
                {t(`admin.community.modeHints.${value}`)}
              </div>
            </div>
          ))}
        </fieldset>
        <SpinnerButton
          type="submit"
          busy={update.isPending}
          disabled={update.isPending || uploading}
        >
          {t('admin.community.save')}
        </SpinnerButton>
      </div>
    </form>
  );
}

function InviteForm() {
  const { t } = useTranslation();
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const { detail } = await invite.mutateAsync(email);
      setEmail('');
      void notify(detail, 'success');
    } catch (failure) {
      setError(fieldErrors(failure).email ?? errorMessage(failure));
    }
  };
  return (
    <form className="card mb-3" noValidate onSubmit={(event) => void send(event)}>
      <div className="card-body">
        <h2 className="h5 fw-bold mb-3">{t('admin.community.inviteTitle')}</h2>
        <label htmlFor="admin-invite-email" className="form-label fw-medium">
          {t('admin.community.inviteEmail')}
        </label>
        <div className="d-flex flex-column flex-sm-row gap-2">
          <input
            id="admin-invite-email"
            type="email"
            autoComplete="off"
            className={`form-control${error ? ' is-invalid' : ''}`}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'admin-invite-error' : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <SpinnerButton
            type="submit"
            busy={invite.isPending}
            className="btn btn-primary flex-shrink-0"
          >
            {t('admin.community.invite')}
          </SpinnerButton>
        </div>
        {error && (
          <div id="admin-invite-error" className="invalid-feedback d-block">
            {error}
          </div>
        )}
      </div>
    </form>
  );
}
