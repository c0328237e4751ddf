import '@frontend/testing/test-ids';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '@frontend/testing/fetch-stub';
import { renderWithSession } from '@frontend/testing/render-with-session';
import { AddBucketTagModal } from './AddBucketTagModal';

const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const input = (id: string) => (screen.getByTestId(id) as HTMLInputElement).value;

describe('Add Tag (bucket)', () => {
  it('sends the tags the page showed with the new set, so that only the added tag is applied', async () => {
    const calls = stubFetch(() => ({ status: 204 }));
    const onClose = jest.fn();
    renderWithSession(<AddBucketTagModal bucket="photos" tags={{ team: 'web' }} onClose={onClose} />, {
      distributedMode: true,
    });
    type('bucket-tag-key', 'env');
    type('bucket-tag-value', 'prod');
    fireEvent.click(screen.getByTestId('modal-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/v1/buckets/photos/tags');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ previous: { team: 'web' }, tags: { team: 'web', env: 'prod' } });
  });

  it('shows why a tag someone else set meanwhile was refused, and keeps the dialog and what was typed', async () => {
    stubFetch(() => ({
      status: 409,
      body: {
        code: 409,
        message: 'The tags changed since you opened them',
        detailedMessage:
          "Tag 'env' is 'dev' now; it was not set when the page loaded. Someone else changed it meanwhile: reload " +
          'the tags and make your change again.',
      },
    }));
    const onClose = jest.fn();
    renderWithSession(<AddBucketTagModal bucket="photos" tags={{}} onClose={onClose} />, { distributedMode: true });
    type('bucket-tag-key', 'env');
    type('bucket-tag-value', 'prod');
    fireEvent.click(screen.getByTestId('modal-submit'));
    const banner = await screen.findByTestId('modal-error-banner');
    expect(banner.textContent).toContain('The tags changed since you opened them');
    expect(banner.textContent).toContain("Tag 'env' is 'dev' now; it was not set when the page loaded.");
    expect(onClose).not.toHaveBeenCalled();
    expect([input('bucket-tag-key'), input('bucket-tag-value')]).toEqual(['env', 'prod']);
  });
});
