import doc from '../content/terms-au.md?legal';
import { LegalDocument } from '../LegalDocument.js';

export default function TermsAu() {
  return <LegalDocument doc={doc} />;
}
