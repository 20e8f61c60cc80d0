import { addTexts } from '@/shared/i18n/i18n';
import fr from './privacy.fr.json';

addTexts('privacy', { fr });
