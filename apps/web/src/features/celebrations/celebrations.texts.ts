import { addTexts } from '@/shared/i18n/i18n';
import fr from './celebrations.fr.json';

addTexts('celebrations', { fr });
