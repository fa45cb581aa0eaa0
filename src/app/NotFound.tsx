import { Link } from 'wouter';
import * as paths from '../lib/paths.js';

export default function NotFound() {
  return (
    <section className="page-narrow">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link href={paths.signIn}>Go to the start page</Link>
    </section>
  );
}
