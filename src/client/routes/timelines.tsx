import { TIMELINE_PAGE } from "../../../content/journal/timeline";
import { TimelinePage } from "../features/timeline/timeline-page";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({ title: TIMELINE_PAGE.metaTitle, description: TIMELINE_PAGE.metaDescription, path: "/timelines" });
}

/** /timelines: My Timeline, prerendered; the seeker's own part loads once the session is known. */
export default function TimelinesRoute() {
  return <TimelinePage />;
}
