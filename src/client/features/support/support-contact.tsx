import { Link } from "react-router";
import { supportWords } from "../../../../content/site/contact";
import { hasSupportContact, whatsappLink, type SupportContact } from "../../../shared/support-contact";
import { useSupportContact } from "./use-support-contact";

const linkClass = "text-gold-200 underline decoration-gold-300/50 underline-offset-4 hover:text-gold-100";

/**
 * The operator's e-mail address, WhatsApp number and postal address as the server's settings give them,
 * each only when set (decision 027); once the page knows none is set, it says so, and until it knows,
 * nothing. Help, Terms and Privacy show it after their own words; the Contact page as a card with `title`.
 * With none set, `withInAppHelp` lists the help in the app after the sentence that says so (the legal
 * pages; Contact and Help list it anyway).
 */
export function SupportDetails({
  title,
  withInAppHelp = false,
  className = "",
}: {
  title?: string;
  withInAppHelp?: boolean;
  className?: string;
}) {
  const state = useSupportContact();
  if (state.status !== "ready") return null;
  const { contact } = state;
  if (!hasSupportContact(contact)) {
    return (
      <div className={`${title ? "card p-6 sm:p-7" : ""} ${className}`}>
        <p className="text-indigo-100/90">{supportWords.noneSet}</p>
        {withInAppHelp && (
          <div className="mt-4">
            <InAppHelp headingLevel={3} />
          </div>
        )}
      </div>
    );
  }
  const details = (
    <dl className="grid gap-4 sm:grid-cols-3" data-testid="support-details">
      {detailsOf(contact).map((detail) => (
        <div key={detail.label} className="min-w-0">
          <dt className="text-sm font-semibold text-gold-300">{detail.label}</dt>
          <dd className="mt-0.5 text-indigo-50">{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
  if (!title) return <div className={className}>{details}</div>;
  return (
    <section aria-labelledby="support-details-title" className={`card p-6 sm:p-7 ${className}`}>
      <h2 id="support-details-title" className="mb-4 text-xl text-gold-100">
        {title}
      </h2>
      {details}
    </section>
  );
}

/** The help that is always there, whatever the settings say. */
export function InAppHelp({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="in-app-help-title">
      <Heading id="in-app-help-title" className="text-lg text-gold-100">
        {supportWords.inApp.title}
      </Heading>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-indigo-100/90 marker:text-gold-300">
        {supportWords.inApp.items.map((item) => (
          <li key={item.text}>
            {item.text}
            {item.link && (
              <>
                {" "}
                <Link to={item.link.href} className={linkClass}>
                  {item.link.label}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function detailsOf(contact: SupportContact) {
  return [
    ...(contact.email
      ? [
          {
            label: supportWords.emailLabel,
            value: (
              <a className={`break-all ${linkClass}`} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            ),
          },
        ]
      : []),
    ...(contact.whatsapp
      ? [
          {
            label: supportWords.whatsappLabel,
            value: (
              <>
                <a className={linkClass} href={whatsappLink(contact.whatsapp)} rel="noopener noreferrer">
                  {contact.whatsapp}
                </a>
                <span className="block text-sm text-indigo-200/90">{supportWords.whatsappNote}</span>
              </>
            ),
          },
        ]
      : []),
    ...(contact.postalAddress
      ? [
          {
            label: supportWords.postLabel,
            value: (
              <address className="not-italic">
                {contact.postalAddress.map((line, index) => (
                  <span key={index} className="block">
                    {line}
                  </span>
                ))}
              </address>
            ),
          },
        ]
      : []),
  ];
}
