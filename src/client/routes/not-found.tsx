import { NOT_FOUND_META } from "../lib/page-meta";
import { PageNotFound } from "../components/layout/page-not-found";

export function meta() {
  return NOT_FOUND_META;
}

export default function NotFoundRoute() {
  return <PageNotFound />;
}
