import { sampleTale } from "../../../content/tales";
import { TALE_PAGE_WORDS } from "../../../content/tales/page";
import { TalesPage } from "../features/tales/tales-page";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/past-lives";

const words = TALE_PAGE_WORDS.page;

/** Runs at build time only: the sample tale is told then, so the story banks stay out of the browser. */
export function loader() {
  return { sample: sampleTale() };
}

export function meta() {
  return pageMeta({ title: words.metaTitle, description: words.metaDescription, path: "/past-lives" });
}

/** /past-lives: prerendered with a sample tale for visitors, the teller for signed-in seekers. */
export default function PastLivesRoute({ loaderData }: Route.ComponentProps) {
  return <TalesPage sample={{ ...loaderData.sample, question: null }} />;
}
