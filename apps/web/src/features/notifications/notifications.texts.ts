import { addTexts } from '@/shared/i18n/i18n';
import fr from './notifications.fr.json';

addTexts('notifications', { fr });
