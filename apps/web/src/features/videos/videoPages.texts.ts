import { addTexts } from '@/shared/i18n/i18n';
import fr from './videoPages.fr.json';

addTexts('videoPages', { fr });
