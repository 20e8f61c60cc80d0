import { addTexts } from '@/shared/i18n/i18n';
import fr from './prayers.fr.json';

addTexts('prayers', { fr });
