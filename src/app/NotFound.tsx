import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import * as paths from '../lib/paths.js';

export default function NotFound() {
  return (
    <section className="page-narrow">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link href={paths.signIn}>
        <Trans>Go to the start page</Trans>
      </Link>
    </section>
  );
}
