import { addTexts } from '@/shared/i18n/i18n';
import fr from './pictureField.fr.json';

addTexts('pictureField', { fr });
