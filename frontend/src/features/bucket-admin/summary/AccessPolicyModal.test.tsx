import '@frontend/testing/test-ids';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { stubFetch } from '@frontend/testing/fetch-stub';
import { renderWithSession } from '@frontend/testing/render-with-session';
import type { BucketInfo } from '../../buckets/buckets.types';
import { AccessPolicyModal } from './AccessPolicyModal';

const opened = '{"Version":"2012-10-17","Statement":[]}';
const info: BucketInfo = { name: 'photos', manage: true, allowedActions: [], access: 'CUSTOM', definition: opened };
const refusal = {
  code: 409,
  message: "The bucket's access policy changed since you opened it",
  detailedMessage:
    'Someone else changed the access policy or the Access Rules of this bucket meanwhile. Copy your changes, close ' +
    'the dialog and open it again to start from the current policy.',
};

/** The dialog, and a button that stands for the bucket being read again (another policy) while it is open. */
function ReadAgainMeanwhile({ onClose }: { onClose: () => void }) {
  const [current, setCurrent] = useState(info);
  return (
    <>
      <button type="button" onClick={() => setCurrent({ ...info, definition: '{"changed":true}' })}>
        read again
      </button>
      <AccessPolicyModal bucket="photos" info={current} onClose={onClose} />
    </>
  );
}

describe('Change Access Policy', () => {
  it('sends the policy it opened with, even when the bucket was read again meanwhile, and shows the refusal', async () => {
    const calls = stubFetch(() => ({ status: 409, body: refusal }));
    const onClose = jest.fn();
    renderWithSession(<ReadAgainMeanwhile onClose={onClose} />, { distributedMode: true });
    fireEvent.click(screen.getByText('read again'));
    fireEvent.change(screen.getByTestId('access-policy-select'), { target: { value: 'PRIVATE' } });
    fireEvent.click(screen.getByTestId('modal-submit'));
    const banner = await screen.findByTestId('modal-error-banner');
    expect(banner.textContent).toContain("The bucket's access policy changed since you opened it");
    expect(banner.textContent).toContain('Copy your changes, close the dialog and open it again');
    expect(onClose).not.toHaveBeenCalled();
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ access: 'PRIVATE', previous_definition: opened });
    await waitFor(() => expect(screen.getByTestId('access-policy-modal')).toBeTruthy());
  });
});
