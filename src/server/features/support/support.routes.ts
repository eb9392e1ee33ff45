import { supportContactResponseSchema } from "../../../shared/api/support";
import type { SupportContact } from "../../../shared/support-contact";
import { apiRoute, createRouter, jsonResponse } from "../../http/openapi";

const support = apiRoute({
  method: "get",
  path: "/",
  operationId: "getSupportContact",
  tags: ["Support"],
  summary: "How to reach the people who run this server",
  description:
    "Public. The operator's support e-mail address, WhatsApp number and postal address, as the server's settings give them (SUPPORT_EMAIL, SUPPORT_WHATSAPP, POSTAL_ADDRESS); null where a setting is not set. Contact, Help, Terms and Privacy show them.",
  responses: { 200: jsonResponse(supportContactResponseSchema, "The details that are set") },
});

/**
 * /api/support: read once at start from the settings and the same for everyone, so browsers and caches
 * may keep it for five minutes (a changed setting shows within that of a restart).
 */
export function createSupportRoutes({ support: contact }: { support: SupportContact }) {
  return createRouter().openapi(support, (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(contact, 200);
  });
}
