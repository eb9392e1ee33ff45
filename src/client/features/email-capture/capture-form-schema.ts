import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { emailSchema } from "../../../shared/api/account";

/** The address is checked by the same rule the server applies to it. */
const captureSchema = z.object({ email: emailSchema, newsletter: z.boolean() });
export type CaptureValues = z.input<typeof captureSchema>;
export type CaptureRequest = z.output<typeof captureSchema>;

export const captureResolver = zodResolver(captureSchema);
