/** The provider's pages the licence page links to (they open in a new tab). */
export const PROVIDER_LINKS = {
  pricing: 'https://min.io/pricing',
  slack: 'https://slack.min.io',
  support: 'https://subnet.min.io',
  compliance: 'https://min.io/compliance',
  trademarks: 'https://min.io/logo',
} as const;

/** A provider link with the reference flag saying where the visitor came from: `op` in operator mode, else `con` (spec 03 §2). */
export function withReference(url: string, operator: boolean): string {
  const link = new URL(url);
  link.searchParams.set('ref', operator ? 'op' : 'con');
  return link.toString();
}
