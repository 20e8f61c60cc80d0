import { addTexts } from '@/shared/i18n/i18n';
import fr from './rotas.fr.json';

addTexts('rotas', { fr });
