import { Link } from 'wouter';

/** A route whose screen is not part of the product yet says so plainly; nothing is faked. */
export function notAvailableYet(title: string) {
  return function NotAvailableYet() {
    return (
      <section className="page-narrow">
        <h1>{title}</h1>
        <p>This part of the app is not available yet.</p>
        <Link href="/">Go to the start page</Link>
      </section>
    );
  };
}
