import { SOUND_VOLUME } from '@/shared/constants';

/**
 * Plays one of the app's sounds (spec §4, §9: volume 0.5). A browser that refuses
 * (no gesture yet, no audio) stays silent: a sound is never worth an error.
 */
export function playSound(src: string, volume: number = SOUND_VOLUME): void {
  try {
    const audio = new Audio(src);
    audio.volume = volume;
    audio.play()?.catch(() => undefined);
  } catch {
    // No audio support.
  }
}
