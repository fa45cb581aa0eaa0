import doc from '../content/privacy-policy.md?legal';
import { LegalDocument } from '../LegalDocument.js';

export default function PrivacyPolicy() {
  return <LegalDocument doc={doc} />;
}
