import { addTexts } from '@/shared/i18n/i18n';
import fr from './profilePage.fr.json';

addTexts('profilePage', { fr });
