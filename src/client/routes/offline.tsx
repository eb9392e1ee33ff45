import { Link } from "react-router";
import { installableAppWords } from "../../../content/site/installable-app";
import { pageMeta } from "../lib/page-meta";

const words = installableAppWords.offlinePage;

export function meta() {
  return pageMeta({ title: words.title, description: words.description, path: "/offline", isIndexable: false });
}

/**
 * What the service worker shows offline for an address it has not kept. Its HTML is built without
 * scripts (scripts/offline-page.ts): it stands in for any address, so it must not start the app there.
 * "Try Again" reloads the address the visitor asked for.
 */
export default function OfflineRoute() {
  return (
    <section className="mx-auto max-w-xl px-6 py-28 text-center">
      <h1 className="text-3xl text-gold-100">{words.heading}</h1>
      <p className="mt-4 text-indigo-100/85">{words.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="" className="btn-primary">
          {words.retry}
        </a>
        <Link to="/dashboard" className="btn-ghost" reloadDocument>
          {words.home}
        </Link>
      </div>
    </section>
  );
}
