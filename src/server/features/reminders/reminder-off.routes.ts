import { Hono, type Context } from "hono";
import { REMINDER_OFF_PAGE } from "../../../../content/site/reminders";
import { AppError } from "../../http/errors";
import type { AppEnv } from "../../http/app-env";
import { noStore } from "../../http/no-store";
import { escapeHtml } from "../../mail/mail-templates";
import { REMINDER_OFF_PATH, type ReminderSettingsService } from "./reminders.service";

const page = (title: string, lines: string[], dashboardUrl: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Mystic Dice</title></head>
<body><main><h1>${escapeHtml(title)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(dashboardUrl)}">${escapeHtml(REMINDER_OFF_PAGE.dashboard)}</a></p>
</main></body></html>
`;

/**
 * The one-click off link every reminder carries: GET (the link in the mail or the push's action) and
 * POST (RFC 8058: the mail client's unsubscribe, `List-Unsubscribe=One-Click`) both turn that kind off
 * for the seeker the signed token names, no sign-in needed. A page answers, or JSON when asked for.
 */
export function createReminderOffRoutes(deps: { reminders: { settings: ReminderSettingsService }; publicUrl: string }) {
  const dashboardUrl = new URL("/dashboard", deps.publicUrl).toString();
  const turnOff = async (c: Context<AppEnv>) => {
    const wantsJson = (c.req.header("accept") ?? "").includes("application/json");
    const token = c.req.query("token") ?? "";
    try {
      if (token.length === 0 || token.length > 300) throw new AppError("bad_request", "The link is missing its token");
      const kind = await deps.reminders.settings.turnOffByToken(token);
      if (wantsJson) return c.json({ kind, enabled: false }, 200);
      return c.html(
        page(REMINDER_OFF_PAGE.title, [REMINDER_OFF_PAGE.done[kind], REMINDER_OFF_PAGE.again], dashboardUrl),
      );
    } catch (error) {
      if (!(error instanceof AppError) || wantsJson) throw error;
      return c.html(page(REMINDER_OFF_PAGE.invalidTitle, [REMINDER_OFF_PAGE.invalid], dashboardUrl), error.status);
    }
  };
  return new Hono<AppEnv>()
    .use(REMINDER_OFF_PATH, noStore)
    .get(REMINDER_OFF_PATH, turnOff)
    .post(REMINDER_OFF_PATH, turnOff);
}
