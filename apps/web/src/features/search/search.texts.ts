import { addTexts } from '@/shared/i18n/i18n';
import fr from './search.fr.json';

addTexts('search', { fr });
