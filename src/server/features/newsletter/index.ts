export { createNewsletterRoutes } from "./newsletter.routes";
export { Newsletter } from "./newsletter.service";
