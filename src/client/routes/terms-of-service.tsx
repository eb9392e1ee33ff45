import { termsOfService } from "../../../content/legal/terms-of-service";
import { LegalDocumentView } from "../features/legal/legal-document-view";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({ title: termsOfService.title, description: termsOfService.description, path: "/terms-of-service" });
}

export default function TermsOfServiceRoute() {
  return <LegalDocumentView document={termsOfService} />;
}
