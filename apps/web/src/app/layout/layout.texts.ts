import { addTexts } from '@/shared/i18n/i18n';
import fr from './layout.fr.json';

addTexts('layout', { fr });
