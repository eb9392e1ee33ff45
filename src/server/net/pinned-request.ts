import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import type { ResolvedAddress } from "./public-address";

export interface PinnedRequest {
  method: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  /** The address to connect to, already checked: the host name is not looked up again. */
  address?: ResolvedAddress;
  signal?: AbortSignal;
}

/** A `lookup` that answers every question with the one address given (both of Node's call forms). */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * One HTTP request, answered by its status alone (the body is discarded). It connects to the given
 * address when there is one, while TLS still checks the certificate against the URL's host name (the
 * SNI and the Host header are the host's); it never follows a redirect (a 3xx is an answer like any
 * other), and it uses a fresh connection (no pooled socket to some other address).
 */
export function requestPinned(url: URL, init: PinnedRequest): Promise<number> {
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, {
      method: init.method,
      headers: init.headers,
      agent: false,
      signal: init.signal,
      ...(init.address ? { lookup: pinnedLookup(init.address) } : {}),
    });
    req.once("error", reject);
    req.once("response", (response) => {
      response.resume();
      response.once("error", () => {});
      resolve(response.statusCode ?? 0);
    });
    req.end(init.body);
  });
}
