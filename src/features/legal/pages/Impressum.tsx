import doc from '../content/impressum.md?legal';
import { LegalDocument } from '../LegalDocument.js';

export default function Impressum() {
  return <LegalDocument doc={doc} />;
}
