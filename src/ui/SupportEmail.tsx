/** The support address as a mail link, for every screen that tells the customer to ask support. */
import { SUPPORT_EMAIL } from '../lib/brand.js';

export function SupportEmail() {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
}
