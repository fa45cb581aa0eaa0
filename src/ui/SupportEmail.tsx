/**
 * Where to ask support, for every screen that tells the customer to: the support address as a
 * mail link, and Help, whose contact form sends the customer number with the message.
 */
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { SUPPORT_EMAIL } from '../lib/brand.js';
import * as paths from '../lib/paths.js';

export function SupportEmail() {
  return (
    <Trans>
      <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, or write to us from <Link href={paths.help}>Help</Link>.
    </Trans>
  );
}
