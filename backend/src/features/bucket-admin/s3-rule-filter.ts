import type { TagPair } from '@contract/shared/buckets/tag-filter';

/**
 * The `<Filter>` of S3 lifecycle and replication rules: a prefix, one tag, or `<And>` of a prefix and tags.
 * Read from bucket-config-xml.ts's parse (texts as texts; `<And>`'s tags always a list, a lone `<Tag>` an object).
 */
export interface RuleFilter {
  readonly prefix: string;
  readonly tags: readonly TagPair[];
}

type Parsed = Record<string, unknown>;

export const asRecord = (value: unknown): Parsed =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Parsed) : {};
export const asList = (value: unknown): unknown[] =>
  value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value];
/** A parsed text; absent gives ''. */
export const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** A parsed rule's filter (or the legacy top-level Prefix). */
export function readRuleFilter(rule: Parsed): RuleFilter {
  const filter = asRecord(rule['Filter']);
  const and = asRecord(filter['And']);
  const tags = asList(and['Tag'] ?? filter['Tag']).map((tag) => ({
    key: asText(asRecord(tag)['Key']),
    value: asText(asRecord(tag)['Value']),
  }));
  return { prefix: asText(and['Prefix'] ?? filter['Prefix'] ?? rule['Prefix']), tags };
}

/** The `<Filter>` element for a prefix and tags, in the simplest form S3 accepts. */
export function ruleFilterElement(filter: RuleFilter): Parsed {
  const tags = filter.tags.map((tag) => ({ Key: tag.key, Value: tag.value }));
  const [onlyTag] = tags;
  if (tags.length === 0) return { Prefix: filter.prefix };
  if (tags.length === 1 && filter.prefix === '' && onlyTag) return { Tag: onlyTag };
  return { And: { Prefix: filter.prefix, Tag: tags } };
}
