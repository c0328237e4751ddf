import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';
import { useBucketLifecycle } from '../bucket-admin.queries';
import { lifecycleStrings as strings } from '../bucket-admin.strings';
import { RuleListSection } from '../RuleListSection';
import type { SectionProps } from '../section-props';
import { AddLifecycleRuleModal } from './AddLifecycleRuleModal';
import { EditLifecycleRuleModal } from './EditLifecycleRuleModal';

type Rule = components['schemas']['LifecycleRule'];

/** 'N day(s)' or the date (spec 02 §2); empty when the rule has neither. */
function when(part: { days?: number; date?: string } | undefined): string {
  if (part?.days) return strings.days(part.days);
  if (part?.date) return part.date.slice(0, 10);
  return '';
}

/** Lifecycle (spec 02 §2): rules with expiry and transition; add, edit (enable/disable, tags), delete. */
export function LifecycleSection({ bucket, abilities }: SectionProps) {
  const rules = useBucketLifecycle(bucket, true);
  return (
    <RuleListSection<Rule>
      bucket={bucket}
      id="lifecycle"
      title={strings.title}
      addLabel={strings.add}
      canAdd={abilities.addLifecycle}
      canChange={abilities.editLifecycle}
      table={{
        entity: 'Lifecycle rules',
        emptyText: strings.empty,
        rows: rules.data?.lifecycle ?? [],
        rowKey: (rule) => rule.id,
        isLoading: rules.isPending,
        columns: [
          { id: 'id', title: strings.columns.id, cell: (rule) => rule.id, sortValue: (rule) => rule.id },
          { id: 'prefix', title: strings.columns.prefix, cell: (rule) => rule.prefix ?? '' },
          { id: 'status', title: strings.columns.status, cell: (rule) => rule.status },
          { id: 'expiration', title: strings.columns.expiration, cell: (rule) => when(rule.expiration) },
          { id: 'transition', title: strings.columns.transition, cell: (rule) => when(rule.transition) },
          {
            id: 'storage-class',
            title: strings.columns.storageClass,
            cell: (rule) => rule.transition?.storage_class ?? '',
          },
        ],
      }}
      addModal={(onClose) => <AddLifecycleRuleModal bucket={bucket} onClose={onClose} />}
      edit={{
        actionId: 'edit-lifecycle-rule',
        label: strings.editAction,
        onRowClick: true,
        modal: (rule, onClose) => <EditLifecycleRuleModal bucket={bucket} rule={rule} onClose={onClose} />,
      }}
      remove={{
        actionId: 'delete-lifecycle-rule',
        label: strings.deleteAction,
        call: (rule) =>
          call(
            api().DELETE('/api/v1/buckets/{bucket}/lifecycle/{ruleId}', {
              params: { path: { bucket, ruleId: rule.id } },
            }),
          ),
        title: strings.deleteTitle,
        confirm: (rule) => strings.deleteConfirm(rule.id),
        deleted: strings.deleted,
        'data-test': 'delete-lifecycle-modal',
      }}
    />
  );
}
