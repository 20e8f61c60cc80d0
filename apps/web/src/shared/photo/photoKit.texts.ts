import { addTexts } from '@/shared/i18n/i18n';
import fr from './photoKit.fr.json';

addTexts('photoKit', { fr });
