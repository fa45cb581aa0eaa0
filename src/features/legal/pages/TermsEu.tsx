import { CourtesyTranslation, type LegalTranslations } from '../CourtesyTranslation.js';
import doc from '../content/terms-eu.md?legal';

const TRANSLATIONS: LegalTranslations = { de: () => import('../content/terms-eu.de.md?legal') };

export default function TermsEu() {
  return <CourtesyTranslation binding={doc} translations={TRANSLATIONS} />;
}
