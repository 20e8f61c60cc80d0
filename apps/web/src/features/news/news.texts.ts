import { addTexts } from '@/shared/i18n/i18n';
import fr from './news.fr.json';

addTexts('news', { fr });
