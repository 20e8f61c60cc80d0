import { addTexts } from '@/shared/i18n/i18n';
import fr from './settings.fr.json';

addTexts('settings', { fr });
