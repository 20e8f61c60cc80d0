import { addTexts } from '@/shared/i18n/i18n';
import fr from './moderation.fr.json';

addTexts('moderation', { fr });
