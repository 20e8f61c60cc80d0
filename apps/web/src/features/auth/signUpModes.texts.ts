// The sign-up form's notices of the community's sign-up mode: apart from auth.fr.json, which
// the sign-in page loads too (its first paint keeps under 120 KB gzip,
// scripts/check-bundle-budget.mjs).
import { addTexts } from '@/shared/i18n/i18n';
import fr from './signUpModes.fr.json';

addTexts('signUpModes', { fr });
