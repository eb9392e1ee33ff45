import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { mailSignInLink } from "../../lib/auth/mail-sign-in-link";
import type { CaptureSenders } from "./capture-flow";

/** The real requests behind the capture card; its sign-in link leads to the dashboard. */
export const captureSenders: CaptureSenders = {
  async sendSignInLink(email) {
    const { error } = await mailSignInLink(email, "/dashboard");
    if (error) throw new Error(error.message ?? "");
  },
  async subscribeToNewsletter(email) {
    await readBody(api.newsletter.$post({ json: { email } }));
  },
};
