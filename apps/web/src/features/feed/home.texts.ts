import { addTexts } from '@/shared/i18n/i18n';
import fr from './home.fr.json';

addTexts('home', { fr });
