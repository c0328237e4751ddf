import '@frontend/testing/test-ids';
import { fireEvent, screen } from '@testing-library/react';
import type { components } from '@contract/generated/api';
import { stubFetch } from '@frontend/testing/fetch-stub';
import { renderWithSession } from '@frontend/testing/render-with-session';
import { EditReplicationRuleModal } from './EditReplicationRuleModal';

const rule: components['schemas']['ReplicationRule'] = {
  id: 'rule-b',
  priority: 2,
  destination: { bucket: 'arn:minio:replication::t:dst' },
  prefix: 'b/',
  tags: 'team=web',
  status: 'Enabled',
  delete_marker_replication: true,
  deletes_replication: false,
  metadata_replication: true,
};

describe('Edit Replication Rule', () => {
  it('sends the rule as it opened with the edited one, and shows why a rule changed meanwhile was refused', async () => {
    const calls = stubFetch(() => ({
      status: 409,
      body: {
        code: 409,
        message: 'The replication rule changed since you opened it',
        detailedMessage: "Its priority is '7' now; it was '2' when the dialog opened.",
      },
    }));
    renderWithSession(<EditReplicationRuleModal bucket="photos" rule={rule} onClose={jest.fn()} />, {
      distributedMode: true,
    });
    fireEvent.click(screen.getByTestId('modal-submit'));
    const banner = await screen.findByTestId('modal-error-banner');
    expect(banner.textContent).toContain('The replication rule changed since you opened it');
    const sent = JSON.parse(calls.find((call) => call.method === 'PUT')?.body ?? '{}') as Record<string, unknown>;
    const { previous, ...edited } = sent;
    expect(previous).toEqual(edited);
    expect(previous).toEqual({
      priority: 2,
      prefix: 'b/',
      tags: 'team=web',
      status: 'Enabled',
      delete_marker_replication: true,
      deletes_replication: false,
      metadata_replication: true,
    });
  });
});
