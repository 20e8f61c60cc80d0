import { addTexts } from '@/shared/i18n/i18n';
import fr from './admin.fr.json';

addTexts('admin', { fr });
