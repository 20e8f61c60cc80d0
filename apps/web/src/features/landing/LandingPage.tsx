import { useCommunityProfile } from '@/shared/community/community-profile';
import { useTranslation } from '@/shared/i18n/i18n';
import { Link } from 'react-router';
import { Brand } from '@/shared/ui/Brand';
import { Icon } from '@/shared/ui/Icon';
import { ThemeToggle } from '@/shared/ui/ThemeToggle';
import { useAccessToken } from '@/shared/session/useSession';
import './landing.css';
import {
  biArrowRight,
  biBell,
  biChatHeart,
  biHeart,
  biJournalText,
  biImages,
  biPeopleFill,
} from '@/shared/ui/icons.generated';
import '@/features/landing/landing.texts';
import '@/shared/ui/verse.texts';

const FEATURES: { key: string; icon: string }[] = [
  { key: 'publications', icon: biJournalText },
  { key: 'friends', icon: biPeopleFill },
  { key: 'photos', icon: biImages },
  { key: 'reactions', icon: biHeart },
  { key: 'messaging', icon: biChatHeart },
  { key: 'notifications', icon: biBell },
];

/**
 * The public landing page: what Koinonia is, and the way in. The community's name, logo and
 * description (set by its admins in /admin/community) head it once they are set. A signed-in
 * member who lands here (the site's address typed, an 'À propos' link) is greeted with the way
 * to their feed, not asked to sign in.
 */
export function LandingPage() {
  const { t } = useTranslation();
  const community = useCommunityProfile();
  const signedIn = Boolean(useAccessToken());
  return (
    <div className="landing">
      <a className="skip-link" href="#main">
        {t('common.skipLink')}
      </a>
      <header className="container d-flex align-items-center justify-content-between py-3">
        <Brand to="/landing" />
        <nav aria-label={t('landing.nav')} className="d-flex align-items-center gap-2">
          <ThemeToggle />
          {signedIn ? (
            <Link className="btn btn-primary d-inline-flex align-items-center" to="/feed/home">
              {t('landing.openFeed')}
            </Link>
          ) : (
            <>
              <Link
                className="btn btn-link text-body d-none d-sm-inline-flex align-items-center"
                to="/auth/sign-in"
              >
                {t('landing.signIn')}
              </Link>
              <Link className="btn btn-primary d-inline-flex align-items-center" to="/auth/sign-up">
                {t('landing.signUp')}
              </Link>
            </>
          )}
        </nav>
      </header>

      <main id="main">
        <section className="container landing-hero">
          <div className="row align-items-center g-4 g-lg-5">
            <div className="col-lg-6">
              {community && (
                <p className="landing-community d-flex align-items-center gap-2 mb-2">
                  {community.logo_url && (
                    <img src={community.logo_url} alt="" width={40} height={40} />
                  )}
                  <span className="fw-semibold" data-testid="community-name">
                    {community.name}
                  </span>
                </p>
              )}
              <p className="landing-kicker">{t('landing.heroKicker')}</p>
              <h1 className="display-5 fw-bold mb-3">{t('landing.heroTitle')}</h1>
              <p className="lead text-body-secondary mb-4">
                {community?.description || t('landing.heroText')}
              </p>
              <div className="d-flex flex-wrap gap-2">
                {signedIn ? (
                  <Link
                    className="btn btn-primary btn-lg px-4 d-inline-flex align-items-center gap-2"
                    to="/feed/home"
                  >
                    {t('landing.openFeed')} <Icon svg={biArrowRight} />
                  </Link>
                ) : (
                  <>
                    <Link
                      className="btn btn-primary btn-lg px-4 d-inline-flex align-items-center gap-2"
                      to="/auth/sign-up"
                    >
                      {t('landing.signUp')} <Icon svg={biArrowRight} />
                    </Link>
                    <Link className="btn btn-outline-primary btn-lg px-4" to="/auth/sign-in">
                      {t('landing.signIn')}
                    </Link>
                  </>
                )}
              </div>
            </div>
            <div className="col-lg-6" aria-hidden="true">
              <HeroIllustration />
            </div>
          </div>
        </section>

        <section className="container py-5" aria-labelledby="features-title">
          <h2 id="features-title" className="h3 fw-bold text-center mb-4">
            {t('landing.featuresTitle')}
          </h2>
          <ul className="row g-3 list-unstyled mb-0">
            {FEATURES.map(({ key, icon }) => (
              <li key={key} className="col-sm-6 col-lg-4">
                <div className="card h-100 border-0 landing-feature">
                  <div className="card-body p-4">
                    <span className="landing-feature-icon mb-3">
                      <Icon svg={icon} size={22} />
                    </span>
                    <h3 className="h5 fw-semibold">{t(`landing.features.${key}.title`)}</h3>
                    <p className="text-body-secondary mb-0">{t(`landing.features.${key}.text`)}</p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section className="container pb-5">
          <figure className="landing-verse text-center mx-auto mb-5">
            <blockquote className="fs-5 fst-italic mb-2">{t('verse.text')}</blockquote>
            <figcaption className="text-body-secondary">{t('verse.ref')}</figcaption>
          </figure>
          <div className="card border-0 landing-cta">
            <div className="card-body p-4 p-md-5 d-md-flex align-items-center justify-content-between gap-4">
              <div>
                <h2 className="h3 fw-bold mb-2">
                  {t(signedIn ? 'landing.memberCtaTitle' : 'landing.ctaTitle')}
                </h2>
                <p className="mb-md-0 text-body-secondary">
                  {t(signedIn ? 'landing.memberCtaText' : 'landing.ctaText')}
                </p>
              </div>
              <div className="d-flex flex-wrap gap-2 flex-shrink-0">
                {signedIn ? (
                  <Link className="btn btn-primary btn-lg px-4" to="/feed/home">
                    {t('landing.openFeed')}
                  </Link>
                ) : (
                  <>
                    <Link className="btn btn-primary btn-lg px-4" to="/auth/sign-up">
                      {t('landing.signUp')}
                    </Link>
                    <Link className="btn btn-outline-primary btn-lg px-4" to="/auth/sign-in">
                      {t('landing.signIn')}
                    </Link>
                  </>
                )}
              </div>
            </div>
          </div>
        </section>
      </main>

      <footer className="container py-4 border-top text-body-secondary small d-flex flex-wrap justify-content-between gap-2">
        <span>{t('landing.footer')}</span>
        <span>
          © {new Date().getFullYear()} {community?.name ?? 'Koinonia'}
        </span>
      </footer>
    </div>
  );
}

/** A light SVG scene of a community around a table: no image to download. */
function HeroIllustration() {
  return (
    <svg className="landing-illustration" viewBox="0 0 480 360" role="presentation">
      <defs>
        <linearGradient id="hero-sun" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f3b08f" />
          <stop offset="1" stopColor="#e07b4f" />
        </linearGradient>
      </defs>
      <rect x="20" y="20" width="440" height="320" rx="32" className="hero-card" />
      <circle cx="360" cy="110" r="48" fill="url(#hero-sun)" opacity="0.9" />
      <path
        d="M20 270 Q140 200 250 250 T460 230 V308 a32 32 0 0 1 -32 32 H52 a32 32 0 0 1 -32 -32z"
        className="hero-hill"
      />
      {[
        { x: 120, c: '#a8492a' },
        { x: 190, c: '#d98a5f' },
        { x: 260, c: '#7a5a44' },
        { x: 330, c: '#c9623b' },
      ].map(({ x, c }) => (
        <g key={x}>
          <circle cx={x} cy={196} r="20" fill={c} />
          <path d={`M${x - 30} 270 q30 -60 60 0z`} fill={c} />
        </g>
      ))}
      <rect x="90" y="266" width="300" height="14" rx="7" className="hero-table" />
      <path d="M225 84 h30 M240 69 v45" stroke="#a8492a" strokeWidth="8" strokeLinecap="round" />
      <g className="hero-bubble">
        <rect x="60" y="70" width="120" height="52" rx="16" />
        <circle cx="92" cy="96" r="5" />
        <circle cx="120" cy="96" r="5" />
        <circle cx="148" cy="96" r="5" />
      </g>
    </svg>
  );
}
