/** The media module's refusals, each with its French sentence (ARCHITECTURE.md, "The API"). */
import { AppError, MESSAGES } from '../../platform/errors.ts';

const megabyte = 1_048_576;

/** '10 Mo', '2,5 Mo', or '512 Ko' under one megabyte: the sentence names the configured limit. */
export function formatLimit(bytes: number): string {
  const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
  return bytes >= megabyte
    ? `${number.format(bytes / megabyte)} Mo`
    : `${number.format(bytes / 1024)} Ko`;
}

/** 40000000 → '40'; 12500000 → '12,5' (French decimal comma). */
export function formatMegapixels(pixels: number): string {
  return String(Math.round(pixels / 100_000) / 10).replace('.', ',');
}

/** '10 minutes', '1 minute', '90 secondes': a video's longest length, in words. */
export function formatSeconds(seconds: number): string {
  if (seconds % 60 !== 0) return `${seconds} secondes`;
  const minutes = seconds / 60;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** What a video's failed state says (stored with the item, shown on its card). */
export const VIDEO_TEXTS = {
  damaged: 'Cette vidéo est illisible ou endommagée.',
  refused: "Cette vidéo n'a pas pu être acceptée.",
  failed: "Cette vidéo n'a pas pu être traitée. Essayez de l'envoyer à nouveau.",
} as const;

export const mediaErrors = {
  noFile: () =>
    new AppError(400, 'validation_error', 'Aucun fichier reçu.', { file: 'Aucun fichier reçu.' }),
  emptyFile: () =>
    new AppError(400, 'validation_error', 'Le fichier est vide.', { file: 'Le fichier est vide.' }),
  oneFileOnly: () =>
    new AppError(400, 'validation_error', 'Envoyez un seul fichier à la fois.', {
      file: 'Envoyez un seul fichier à la fois.',
    }),
  tooLarge: (maxBytes: number) =>
    new AppError(
      413,
      'payload_too_large',
      `Le fichier dépasse la taille maximale de ${formatLimit(maxBytes)}.`,
    ),
  tooManyFields: () =>
    new AppError(413, 'payload_too_large', 'La requête contient trop de champs.'),
  tooManyPixels: (maxPixels: number) =>
    new AppError(
      413,
      'payload_too_large',
      `Cette image est trop grande : ${formatMegapixels(maxPixels)} mégapixels au plus.`,
    ),
  unsupportedType: () =>
    new AppError(
      415,
      'unsupported_media_type',
      "Ce type de fichier n'est pas accepté. Formats acceptés : JPEG, PNG, WebP, GIF et AVIF.",
    ),
  /** resource_type 'auto': an image or a video would have done. */
  unsupportedAnyType: () =>
    new AppError(
      415,
      'unsupported_media_type',
      "Ce type de fichier n'est pas accepté. Formats acceptés : JPEG, PNG, WebP, GIF, AVIF, MP4, MOV et WebM.",
    ),
  notAVideo: () =>
    new AppError(
      415,
      'unsupported_media_type',
      "Ce fichier n'est pas une vidéo acceptée. Formats acceptés : MP4, MOV et WebM.",
    ),
  damagedVideo: () =>
    new AppError(400, 'validation_error', VIDEO_TEXTS.damaged, { file: VIDEO_TEXTS.damaged }),
  videoTooLong: (maxSeconds: number) => {
    const message = `Cette vidéo est trop longue : ${formatSeconds(maxSeconds)} au plus.`;
    return new AppError(400, 'validation_error', message, { file: message });
  },
  videoTooLarge: () => {
    const message = 'Cette vidéo est trop grande : 8192 × 8192 pixels au plus.';
    return new AppError(400, 'validation_error', message, { file: message });
  },
  unreadable: () =>
    new AppError(400, 'validation_error', 'Cette image est illisible ou endommagée.', {
      file: 'Cette image est illisible ou endommagée.',
    }),
  notFound: () => new AppError(404, 'not_found', MESSAGES.notFound),
};
