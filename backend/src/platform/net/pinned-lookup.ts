import type { LookupAddress, LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

/**
 * A `lookup` for sockets that answers `hostname` with the addresses already checked, without asking DNS again: a
 * name that resolves to a public address for the check and to 127.0.0.1 for the connection (DNS rebinding) cannot
 * get past it. Any other name fails, like a name that does not exist.
 */
export function pinnedLookup(hostname: string, addresses: readonly LookupAddress[]): LookupFunction {
  return (name: string, options: LookupOptions, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : undefined;
    const usable = addresses.filter((address) => family === undefined || address.family === family);
    const first = usable[0];
    if (name !== hostname || first === undefined) {
      callback(Object.assign(new Error(`${name} is not the checked host`), { code: 'ENOTFOUND' }), '', 0);
    } else if (options.all) {
      callback(
        null,
        usable.map((address) => ({ ...address })),
      );
    } else {
      callback(null, first.address, first.family);
    }
  };
}

/**
 * An agent of its own for one checked target: its sockets connect through the pinned lookup and are never shared
 * with connections made without the check (Node's global agents keep sockets alive per host and port).
 */
export function pinnedAgent(secure: boolean, lookup: LookupFunction): http.Agent {
  return secure ? new https.Agent({ lookup }) : new http.Agent({ lookup });
}
