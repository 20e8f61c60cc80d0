import { addTexts } from '@/shared/i18n/i18n';
import fr from './publications.fr.json';

addTexts('publications', { fr });
