import { addTexts } from '@/shared/i18n/i18n';
import fr from './member.fr.json';

addTexts('member', { fr });
