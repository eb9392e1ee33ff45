import { PENDULUM_PAGE_WORDS } from "../../../content/pendulum/page";
import { PendulumPage } from "../features/pendulum/pendulum-page";
import { pageMeta } from "../lib/page-meta";

const words = PENDULUM_PAGE_WORDS.page;

export function meta() {
  return pageMeta({ title: words.metaTitle, description: words.metaDescription, path: "/pendulum" });
}

/** /pendulum: prerendered for visitors, the pendulum to ask for signed-in seekers. */
export default function PendulumRoute() {
  return <PendulumPage />;
}
