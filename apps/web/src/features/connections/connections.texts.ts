import { addTexts } from '@/shared/i18n/i18n';
import fr from './connections.fr.json';

addTexts('connections', { fr });
