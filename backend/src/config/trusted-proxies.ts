import { isIP } from 'node:net';
import { ConfigError, type VariableSpec } from './variables';

/** Express's names for whole address ranges (proxy-addr): 127.0.0.1/8 and ::1, 169.254/16 and fe80::/10, private. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * The reverse proxies (an ingress controller, a load balancer) whose `X-Forwarded-For` and `X-Forwarded-Proto` the
 * console believes: comma-separated addresses or subnets, or `loopback`, `linklocal`, `uniquelocal`. Empty trusts
 * none, so a client cannot claim another address (the login limiter counts failures per address) or TLS it did not
 * use. Behind a proxy that is not listed, every client shares the proxy's address.
 */
export function trustedProxiesVar(
  name: VariableSpec<readonly string[]>['name'],
  description: string,
): VariableSpec<readonly string[]> {
  return {
    name,
    description,
    defaultText: '(none)',
    parse: (raw) => {
      const entries = (raw ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '');
      const wrong = entries.filter((entry) => !isAddressOrSubnet(entry));
      if (wrong.length > 0) {
        throw new ConfigError(
          name,
          `expected IP addresses or subnets (10.0.0.0/8), or loopback, linklocal, uniquelocal; got "${wrong.join('", "')}"`,
        );
      }
      return entries;
    },
  };
}
