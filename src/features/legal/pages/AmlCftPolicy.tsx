import doc from '../content/aml-cft-policy.md?legal';
import { LegalDocument } from '../LegalDocument.js';

export default function AmlCftPolicy() {
  return <LegalDocument doc={doc} />;
}
