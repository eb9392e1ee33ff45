import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generateVapidKeys } from "./push-sender";

/**
 * The server's VAPID key pair: from the environment (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, which every
 * node must share), else generated once into `DATA_DIR/vapid.json` (0600) so that browsers' subscriptions
 * outlive restarts.
 */
export function resolveVapidKeys(env: { DATA_DIR: string; VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string }): {
  publicKey: string;
  privateKey: string;
} {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  const file = path.resolve(env.DATA_DIR, "vapid.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
  const keys = generateVapidKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}
