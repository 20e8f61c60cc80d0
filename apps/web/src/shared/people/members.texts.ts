import { addTexts } from '@/shared/i18n/i18n';
import fr from './members.fr.json';

addTexts('members', { fr });
