import { Link } from 'wouter';

export default function NotFound() {
  return (
    <section className="page-narrow">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link href="/">Go to the start page</Link>
    </section>
  );
}
