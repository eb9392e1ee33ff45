import { privacyPolicy } from "../../../content/legal/privacy-policy";
import { LegalDocumentView } from "../features/legal/legal-document-view";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({ title: privacyPolicy.title, description: privacyPolicy.description, path: "/privacy-policy" });
}

export default function PrivacyPolicyRoute() {
  return <LegalDocumentView document={privacyPolicy} />;
}
