import { addTexts } from '@/shared/i18n/i18n';
import fr from './parish.fr.json';

addTexts('parish', { fr });
