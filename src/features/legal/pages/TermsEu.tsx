import { CourtesyTranslation, type LegalTranslations, withTranslation } from '../CourtesyTranslation.js';
import doc from '../content/terms-eu.md?legal';

const TRANSLATIONS: LegalTranslations = { de: () => import('../content/terms-eu.de.md?legal') };

function TermsEu() {
  return <CourtesyTranslation binding={doc} translations={TRANSLATIONS} />;
}

/** The page with its translation already here, so its first drawing is the prerendered one (decision 465). */
export const load = withTranslation(TermsEu, TRANSLATIONS);
