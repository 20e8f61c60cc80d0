import { addTexts } from '@/shared/i18n/i18n';
import fr from './wishlist.fr.json';

addTexts('wishlist', { fr });
