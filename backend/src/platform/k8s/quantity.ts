const BINARY: Record<string, number> = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40, Pi: 2 ** 50, Ei: 2 ** 60 };
const DECIMAL: Record<string, number> = { '': 1, k: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, E: 1e18 };

/**
 * Bytes in a Kubernetes quantity such as `10Gi`, `500M`, `1e9` or `1073741824`; undefined when the text is not one
 * (milli-units and the like make no sense for storage sizes).
 */
export function quantityToBytes(quantity: string | undefined): number | undefined {
  const match = /^(\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)([KMGTPE]i|[kMGTPE])?$/.exec(quantity?.trim() ?? '');
  if (!match) return undefined;
  const unit = match[2] ?? '';
  const factor = BINARY[unit] ?? DECIMAL[unit];
  return factor === undefined ? undefined : Math.round(Number(match[1]) * factor);
}
