import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { fairnessContent } from "../../../../content/site/fairness";
import { DRAWN_TOOLS } from "../../../shared/draws/spreads";
import { CLIENT_SEED_PATTERN, HEX_SEED_PATTERN } from "../../../shared/fairness";
import { CLIENT_ORACLES } from "../../oracles/registry";

const words = fairnessContent.checker;

/**
 * The values; pasted seeds, dice and items lose stray spaces, a client seed is taken as it is. What else
 * a reading needs is its oracle's (the registry's `fairness`): a cast its dice, a draw one of its oracle's
 * spreads and as many items as the spread holds.
 */
const checkSchema = z
  .object({
    tool: z.enum(DRAWN_TOOLS, { error: words.fields.tool.error }),
    serverSeed: z.string().trim().regex(HEX_SEED_PATTERN, words.fields.serverSeed.error),
    serverSeedHash: z.string().trim().regex(HEX_SEED_PATTERN, words.fields.serverSeedHash.error),
    clientSeed: z.string().regex(CLIENT_SEED_PATTERN, words.fields.clientSeed.error),
    dice: z.string().trim(),
    spread: z.string(),
    items: z.string().trim(),
    answer: z.string(),
    method: z.string(),
    lines: z.string().trim(),
  })
  .superRefine((values, context) => {
    const problem = CLIENT_ORACLES[values.tool].fairness?.problem(values);
    if (problem) context.addIssue({ code: "custom", path: [problem.path], message: problem.message });
  });
export type CheckInput = z.input<typeof checkSchema>;
export type CheckValues = z.output<typeof checkSchema>;

export const checkResolver = zodResolver(checkSchema);
