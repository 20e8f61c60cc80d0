import { addTexts } from '@/shared/i18n/i18n';
import fr from './form.fr.json';

addTexts('form', { fr });
