import { addTexts } from '@/shared/i18n/i18n';
import fr from './groups.fr.json';

addTexts('groups', { fr });
