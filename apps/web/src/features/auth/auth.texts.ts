import { addTexts } from '@/shared/i18n/i18n';
import fr from './auth.fr.json';

addTexts('auth', { fr });
