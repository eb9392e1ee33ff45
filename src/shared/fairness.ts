/**
 * "Provably fair" dice: the server commits to a secret seed (publishing its SHA-256) before the
 * seeker's browser picks its own seed; the faces then follow from both, so neither side can steer them,
 * and anyone can recompute them once the server seed is revealed with the cast.
 *
 * Algorithm "hmac-sha256-v1": blocks HMAC-SHA256(key = serverSeed as UTF-8, message = "<clientSeed>:<n>")
 * for n = 0, 1, 2, …; their bytes are read in order; a byte b < 252 gives the face (b mod 6) + 1 and a
 * byte ≥ 252 is skipped; accepted faces are taken three at a time as red, white, green.
 */
export const FAIRNESS_ALGORITHM = "hmac-sha256-v1";
/** A commitment can be used once, within this time of being made. */
export const COMMITMENT_TTL_MS = 10 * 60 * 1000;
/** A server seed: 32 random bytes written as 64 lowercase hex characters; its hash is the same shape. */
export const HEX_SEED_PATTERN = /^[0-9a-f]{64}$/;
/** A client seed: 1 to 64 printable ASCII characters (the browser makes one with crypto.getRandomValues). */
export const CLIENT_SEED_PATTERN = /^[\x20-\x7e]{1,64}$/;
