import type { PublicationVideo } from '@koinonia/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import '@/features/publications/publications.texts';
import './uploaded-video.css';

/**
 * A member's uploaded video (docs/adr/0017-video-pipeline.md): its transcode with its poster
 * once ready; until then 'Vidéo en cours de traitement…' with the progress (kept live by the
 * notification socket's `video_progress` frames); or the French reason it failed. A video
 * uploaded before the pipeline (no status) plays as it was stored.
 */
export function UploadedVideo({ video, name }: { video: PublicationVideo; name: string }) {
  const { t } = useTranslation();
  const status = video.status ?? 'ready';
  if (status === 'processing') return <VideoProcessing progress={video.progress ?? 0} />;
  if (status === 'failed') {
    return (
      <p className="alert alert-warning mb-2" role="status">
        {video.failure ?? t('publications.card.videoFailed')}
      </p>
    );
  }
  return (
    <video
      className="w-100 h-auto rounded-3 mb-2 bg-black"
      src={video.url}
      poster={video.poster_url ?? undefined}
      width={video.width ?? undefined}
      height={video.height ?? undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={t('publications.card.video', { name })}
    />
  );
}

/** The processing state: its sentence, and a bar of the percent done (0 while it waits). */
export function VideoProcessing({ progress, compact }: { progress: number; compact?: boolean }) {
  const { t } = useTranslation();
  const label = t('publications.card.videoProgress', { percent: progress });
  return (
    <div
      className={`video-processing d-flex flex-column align-items-center justify-content-center gap-2 text-center ${
        compact ? 'w-100 h-100 p-2' : 'rounded-3 mb-2 p-4'
      }`}
      role="status"
    >
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span className="fw-semibold">{t('publications.card.videoProcessing')}</span>
      <div
        className="progress w-75"
        role="progressbar"
        aria-label={label}
        aria-valuenow={progress}
        aria-valuemin={0}
        aria-valuemax={100}
        style={{ height: '0.5rem' }}
      >
        <div className="progress-bar" style={{ width: `${progress}%` }} />
      </div>
      <span className="small" aria-hidden="true">
        {progress} %
      </span>
    </div>
  );
}
