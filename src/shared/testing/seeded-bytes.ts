import { createHmac } from "node:crypto";
import type { ByteSource } from "../draws/draw-fairness";

/**
 * The dice's byte stream for fixed seeds (HMAC-SHA256 blocks of "<clientSeed>:<n>" keyed by the server
 * seed), one block at a time from node:crypto, so a statistics test can run many committed draws quickly.
 */
export function seededBytes(serverSeed: string, clientSeed: string): ByteSource {
  let block = 0;
  let bytes: Uint8Array = new Uint8Array(0);
  let next = 0;
  return () => {
    if (next === bytes.length) {
      bytes = createHmac("sha256", serverSeed).update(`${clientSeed}:${block++}`).digest();
      next = 0;
    }
    return bytes[next++]!;
  };
}
