import { addTexts } from '@/shared/i18n/i18n';
import fr from './verse.fr.json';

// The community's verse (Acts 2.42), shown by the landing page and the split sign-in layout.
addTexts('verse', { fr });
