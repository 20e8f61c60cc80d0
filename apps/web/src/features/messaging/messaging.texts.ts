import { addTexts } from '@/shared/i18n/i18n';
import fr from './messaging.fr.json';

addTexts('messaging', { fr });
