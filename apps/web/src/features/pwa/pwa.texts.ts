import { addTexts } from '@/shared/i18n/i18n';
import fr from './pwa.fr.json';

addTexts('pwa', { fr });
