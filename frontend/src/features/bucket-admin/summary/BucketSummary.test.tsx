import '@frontend/testing/test-ids';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { deferredAnswer, stubFetch } from '@frontend/testing/fetch-stub';
import { renderWithSession } from '@frontend/testing/render-with-session';
import { bucketAbilities } from '../bucket-abilities';
import { BucketSummary } from './BucketSummary';

const ACTIONS = ['admin:GetBucketQuota', 'admin:SetBucketQuota', 's3:GetBucketVersioning', 's3:PutBucketVersioning'];

describe('Bucket Summary', () => {
  it('offers to edit a setting only once its current value has loaded, so a dialog never starts from a guess', async () => {
    const quota = deferredAnswer();
    const versioning = deferredAnswer();
    stubFetch(({ path }) => {
      if (path.endsWith('/quota')) return quota.promise;
      if (path.endsWith('/versioning')) return versioning.promise;
      return { status: 404, body: { message: 'not in this test' } };
    });
    renderWithSession(
      <BucketSummary
        bucket="photos"
        info={{ name: 'photos', access: 'PRIVATE', manage: true, allowedActions: ACTIONS }}
        abilities={bucketAbilities(ACTIONS, true)}
      />,
      { distributedMode: true },
    );
    expect(screen.getByTestId('summary-quota-value').textContent).toBe('…');
    expect(screen.queryByTestId('edit-quota')).toBeNull();
    expect(screen.queryByTestId('edit-versioning')).toBeNull();

    await act(async () => quota.resolve({ status: 200, body: { type: 'hard', quota: 2 * 1024 ** 3, enabled: true } }));
    await act(async () => versioning.resolve({ status: 200, body: { is_versioned: true, status: 'Enabled' } }));
    // Reading the answer's body takes more than the microtasks act() flushes: wait for the value to show.
    await waitFor(() => expect(screen.getByTestId('summary-quota-value').textContent).toBe('2 GiB (hard)'));
    fireEvent.click(await screen.findByTestId('edit-quota'));
    // The dialog starts from the quota the bucket has: on, 2 GiB.
    expect((screen.getByTestId('quota-enabled') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('quota-size') as HTMLInputElement).value).toBe('2');
    expect(await screen.findByTestId('edit-versioning')).toBeTruthy();
  });
});
