import { addTexts } from '@/shared/i18n/i18n';
import fr from './help.fr.json';

addTexts('help', { fr });
