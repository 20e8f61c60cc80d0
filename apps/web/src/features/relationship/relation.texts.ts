import { addTexts } from '@/shared/i18n/i18n';
import fr from './relation.fr.json';

addTexts('relation', { fr });
