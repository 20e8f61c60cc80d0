import { addTexts } from '@/shared/i18n/i18n';
import fr from './discover.fr.json';

addTexts('discover', { fr });
