import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { factorCodeSchema } from "../../../shared/api/account";

const secondFactorSchema = z.object({ code: factorCodeSchema });
export type SecondFactorValues = z.input<typeof secondFactorSchema>;

export const secondFactorResolver = zodResolver(secondFactorSchema);
