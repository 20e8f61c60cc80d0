import { addTexts } from '@/shared/i18n/i18n';
import fr from './profile.fr.json';

addTexts('profile', { fr });
