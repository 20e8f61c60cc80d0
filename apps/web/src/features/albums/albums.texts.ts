import { addTexts } from '@/shared/i18n/i18n';
import fr from './albums.fr.json';

addTexts('albums', { fr });
