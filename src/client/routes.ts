import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { COMING_SOON_TOOL_PATHS } from "../shared/site-routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("features", "routes/features.tsx"),
  route("services", "routes/services.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("legal", "routes/legal.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("dice-divination", "routes/dice-divination.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:post", "routes/blog-post.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("help-center", "routes/help-center.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("fairness", "routes/fairness.tsx"),
  route("test", "routes/test.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("sign-in/two-factor", "routes/sign-in-two-factor.tsx"),
  route("sign-in/link", "routes/sign-in-link.tsx"),
  route("sign-in/link-error", "routes/sign-in-link-error.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("r/:shareId", "routes/shared-reading.tsx"),
  route("billing/test-checkout/:id", "routes/test-checkout.tsx"),
  ...COMING_SOON_TOOL_PATHS.map((path) =>
    route(path.slice(1), "routes/coming-soon.tsx", { id: `coming-soon${path.replaceAll("/", "-")}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
