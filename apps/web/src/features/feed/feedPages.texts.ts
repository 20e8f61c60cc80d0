import { addTexts } from '@/shared/i18n/i18n';
import fr from './feedPages.fr.json';

addTexts('feedPages', { fr });
