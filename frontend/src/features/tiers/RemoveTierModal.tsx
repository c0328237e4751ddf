import { DeleteConfirmModal } from '@frontend/shared/components/DeleteConfirmModal';
import { formatBytes } from '@frontend/shared/format/bucket-format';
import { tierBlock, useRemoveTier, useTierRules, type Tier } from './tiers.queries';
import { tiersStrings as strings } from './tiers.strings';

/**
 * Asks before removing a tier, naming what depends on it: the objects MinIO counts on it and the lifecycle rules
 * that move objects there. MinIO decides: it refuses while the remote bucket holds data, and its reason shows in
 * the dialog.
 */
export function RemoveTierModal({ tier, onClose }: { tier: Tier; onClose: () => void }) {
  const name = tierBlock(tier)?.name ?? '';
  const usage = tier.usage;
  const rules = useTierRules(name);
  return (
    <DeleteConfirmModal
      title={strings.removeTitle}
      question={strings.removeQuestion(name)}
      note={
        <>
          <span data-test="remove-tier-usage">
            {usage && usage.objects + usage.versions > 0
              ? strings.removeUsage(usage.objects, usage.versions, formatBytes(usage.size))
              : strings.removeUnknownUsage}
          </span>{' '}
          <span data-test="remove-tier-rules">
            {rules.data === undefined
              ? ''
              : rules.data.length === 0
                ? strings.removeNoRules
                : strings.removeRules(rules.data.map((rule) => strings.removeRule(rule.bucket, rule.id)).join(', '))}
          </span>
        </>
      }
      deletion={useRemoveTier()}
      variables={{ name }}
      deletedMessage={strings.removed(name)}
      onClose={onClose}
      data-test="remove-tier-modal"
    />
  );
}
