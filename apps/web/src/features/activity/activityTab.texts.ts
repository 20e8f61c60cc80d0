import { addTexts } from '@/shared/i18n/i18n';
import fr from './activityTab.fr.json';

addTexts('activityTab', { fr });
