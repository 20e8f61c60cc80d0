import { addTexts } from '@/shared/i18n/i18n';
import fr from './events.fr.json';

addTexts('events', { fr });
