import { addTexts } from '@/shared/i18n/i18n';
import fr from './photoModal.fr.json';

addTexts('photoModal', { fr });
