import { addTexts } from '@/shared/i18n/i18n';
import fr from './offline.fr.json';

addTexts('offline', { fr });
