import doc from '../content/msa-statement.md?legal';
import { LegalDocument } from '../LegalDocument.js';

export default function MsaStatement() {
  return <LegalDocument doc={doc} />;
}
