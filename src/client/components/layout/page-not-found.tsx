import { Link } from "react-router";

/** The site's 'Page Not Found': an unknown address, or a shared reading that is no longer shared. */
export function PageNotFound() {
  return (
    <section className="mx-auto max-w-xl px-6 py-28 text-center">
      <p className="font-display text-6xl text-gold-300/70">404</p>
      <h1 className="mt-4 text-3xl text-gold-100">Page Not Found</h1>
      <p className="mt-4 text-indigo-100/85">The stars hold no page at this address.</p>
      <Link to="/" className="btn-primary mt-8">
        Go Home
      </Link>
    </section>
  );
}
