import doc from '../content/cookie-policy.md?legal';
import { LegalDocument } from '../LegalDocument.js';

export default function CookiePolicy() {
  return <LegalDocument doc={doc} />;
}
