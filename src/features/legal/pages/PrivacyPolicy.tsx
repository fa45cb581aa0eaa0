import { CourtesyTranslation, type LegalTranslations } from '../CourtesyTranslation.js';
import doc from '../content/privacy-policy.md?legal';

const TRANSLATIONS: LegalTranslations = { de: () => import('../content/privacy-policy.de.md?legal') };

export default function PrivacyPolicy() {
  return <CourtesyTranslation binding={doc} translations={TRANSLATIONS} />;
}
