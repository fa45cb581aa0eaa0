/**
 * A server PDF's bytes, each page's drawing compressed by Node's zlib rather than by pdf-lib's own
 * deflate, which runs in JavaScript: a 10,000-movement statement's 180 pages of drawing spent a
 * fifth of the file's time there (decision 466). The same Flate compression, read by any reader.
 * Called last: a page drawn on after this would draw into a stream no longer in the file.
 */
import { deflateSync } from 'node:zlib';
import { PDFArray, PDFContentStream, type PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';

export function savePdf(doc: PDFDocument): Promise<Uint8Array> {
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    for (const ref of contents instanceof PDFArray ? contents.asArray() : []) {
      const drawing = doc.context.lookup(ref);
      if (!(drawing instanceof PDFContentStream)) continue;
      const dict = drawing.dict.clone(doc.context);
      dict.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
      doc.context.assign(ref as PDFRef, PDFRawStream.of(dict, deflateSync(drawing.getUnencodedContents())));
    }
  }
  return doc.save();
}
