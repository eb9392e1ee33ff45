import { contactContent } from "../../../content/site/contact";
import { PageHero } from "../components/ui/page-hero";
import { InAppHelp, SupportDetails } from "../features/support/support-contact";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({ title: "Contact Us", description: contactContent.intro.slice(0, 155), path: "/contact-us" });
}

/**
 * The operator's details as the running server's settings give them (only those set, decision 027), and
 * the help that is always in the app.
 */
export default function ContactUsRoute() {
  const { intro, writeTitle } = contactContent;
  return (
    <>
      <PageHero eyebrow="Reach the oracle's keepers" title="Contact Us">
        <p>{intro}</p>
      </PageHero>
      <div className="mx-auto max-w-4xl space-y-5 px-4 pb-20 sm:px-6">
        <SupportDetails title={writeTitle} />
        <div className="card p-6 sm:p-7">
          <InAppHelp />
        </div>
      </div>
    </>
  );
}
