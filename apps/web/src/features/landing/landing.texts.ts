import { addTexts } from '@/shared/i18n/i18n';
import fr from './landing.fr.json';

addTexts('landing', { fr });
