/** The sections of a tenant's detail page built so far, in menu order (spec 03 §2 route table). */
export const TENANT_SECTIONS = ['summary', 'metrics', 'security', 'pools', 'pods', 'volumes', 'license'] as const;
export type TenantSection = (typeof TENANT_SECTIONS)[number];

/** Which section (and pod) the rest of the path names; `undefined` for the bare tenant path or an unknown section. */
export function sectionOf(rest: string): { section: TenantSection; pod?: string } | undefined {
  const [first = '', second] = rest.split('/');
  const section = TENANT_SECTIONS.find((candidate) => candidate === first);
  if (!section) return undefined;
  return section === 'pods' && second ? { section, pod: decodeURIComponent(second) } : { section };
}
