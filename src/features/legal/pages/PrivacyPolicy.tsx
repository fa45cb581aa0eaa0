import { CourtesyTranslation, type LegalTranslations, withTranslation } from '../CourtesyTranslation.js';
import doc from '../content/privacy-policy.md?legal';

const TRANSLATIONS: LegalTranslations = { de: () => import('../content/privacy-policy.de.md?legal') };

function PrivacyPolicy() {
  return <CourtesyTranslation binding={doc} translations={TRANSLATIONS} />;
}

/** The page with its translation already here, so its first drawing is the prerendered one (decision 465). */
export const load = withTranslation(PrivacyPolicy, TRANSLATIONS);
