import doc from '../content/terms-eu.md?legal';
import { LegalDocument } from '../LegalDocument.js';

export default function TermsEu() {
  return <LegalDocument doc={doc} />;
}
