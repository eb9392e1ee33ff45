import { PageNotFound } from "../components/layout/page-not-found";

export function meta() {
  return [{ title: "Page Not Found · Mystic Dice" }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <PageNotFound />;
}
