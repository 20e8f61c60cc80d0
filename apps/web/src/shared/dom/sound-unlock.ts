import { SOUND_FILES, SOUND_UNLOCK_VOLUME } from '@/shared/constants';

/**
 * Browsers refuse sound until the page got a gesture. Spec §1: the first click
 * anywhere plays the notification sound once, silently, then the listener goes.
 */
export function unlockSoundOnFirstClick(target: Document = document): () => void {
  const onClick = () => {
    target.removeEventListener('click', onClick, true);
    try {
      const audio = new Audio(SOUND_FILES.notification);
      audio.volume = SOUND_UNLOCK_VOLUME;
      audio.play()?.catch(() => undefined);
    } catch {
      // No audio support: nothing to unlock.
    }
  };
  target.addEventListener('click', onClick, true);
  return () => target.removeEventListener('click', onClick, true);
}
