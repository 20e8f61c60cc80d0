import { addTexts } from '@/shared/i18n/i18n';
import fr from './welcome.fr.json';

addTexts('welcome', { fr });
