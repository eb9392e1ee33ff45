import { Link } from "react-router";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({
    title: "Routing Test",
    description: "A page that checks routing works.",
    path: "/test",
    isIndexable: false,
  });
}

/** A routing test page with a Go Home button. */
export default function TestRoute() {
  return (
    <section className="mx-auto max-w-xl px-6 py-28 text-center">
      <h1 className="text-3xl text-gold-100">Routing Test</h1>
      <p className="mt-4 text-indigo-100/85">If you can read this, routing works.</p>
      <Link to="/" className="btn-primary mt-8">
        Go Home
      </Link>
    </section>
  );
}
