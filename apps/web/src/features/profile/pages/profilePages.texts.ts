import { addTexts } from '@/shared/i18n/i18n';
import fr from './profilePages.fr.json';

addTexts('profilePages', { fr });
