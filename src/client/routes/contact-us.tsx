import { Globe, MapPin, MessageCircle } from "lucide-react";
import { contactContent } from "../../../content/site/contact";
import { PageHero } from "../components/ui/page-hero";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({ title: "Contact Us", description: contactContent.intro.slice(0, 155), path: "/contact-us" });
}

export default function ContactUsRoute() {
  const { intro, address, whatsapp, onlineOnly, founder, socials } = contactContent;
  return (
    <>
      <PageHero eyebrow="Reach the oracle's keepers" title="Contact Us">
        <p>{intro}</p>
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-5 px-4 pb-20 sm:px-6 md:grid-cols-3">
        <section className="card p-6" aria-labelledby="contact-whatsapp">
          <MessageCircle aria-hidden className="size-6 text-gold-300" />
          <h2 id="contact-whatsapp" className="mt-3 text-xl text-gold-100">
            {whatsapp.title}
          </h2>
          <p className="mt-2 font-semibold text-indigo-50">{whatsapp.number}</p>
          <p className="text-sm text-indigo-200/90">{whatsapp.hours}</p>
          <p className="mt-3 text-sm text-indigo-100/90">{whatsapp.note}</p>
        </section>
        <section className="card p-6" aria-labelledby="contact-online">
          <Globe aria-hidden className="size-6 text-gold-300" />
          <h2 id="contact-online" className="mt-3 text-xl text-gold-100">
            {onlineOnly.title}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-indigo-100/90">{onlineOnly.text}</p>
        </section>
        <section className="card p-6" aria-labelledby="contact-address">
          <MapPin aria-hidden className="size-6 text-gold-300" />
          <h2 id="contact-address" className="mt-3 text-xl text-gold-100">
            {address.title}
          </h2>
          <address className="mt-2 text-sm leading-relaxed text-indigo-100/90 not-italic">
            {address.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </section>
        <section className="card p-7 md:col-span-2" aria-labelledby="contact-founder">
          <h2 id="contact-founder" className="text-xl text-gold-100">
            {founder.name}
          </h2>
          <p className="text-sm text-gold-300">{founder.role}</p>
          <div className="mt-3 space-y-3 text-indigo-100/90">
            {founder.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
        <section className="card p-7" aria-labelledby="contact-social">
          <h2 id="contact-social" className="text-xl text-gold-100">
            Follow the Oracle
          </h2>
          <ul className="mt-3 space-y-2">
            {socials.map((social) => (
              <li key={social.label}>
                <a href={social.href} className="text-indigo-50 hover:text-gold-200">
                  {social.label} <span className="text-indigo-200/80">{social.handle}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
