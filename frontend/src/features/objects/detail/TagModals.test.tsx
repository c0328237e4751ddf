import '@frontend/testing/test-ids';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '@frontend/testing/fetch-stub';
import { renderWithSession } from '@frontend/testing/render-with-session';
import { AddTagModal } from './TagModals';

const save = () => screen.getByTestId('modal-submit') as HTMLButtonElement;
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

describe('Add New Tag', () => {
  it('keeps Save disabled until both key and value are filled, then sends the new set and the one shown', async () => {
    const calls = stubFetch(() => ({ status: 204 }));
    const onClose = jest.fn();
    renderWithSession(
      <AddTagModal bucket="photos" object={{ name: 'a.txt', tags: { keep: 'me' } }} onClose={onClose} />,
      {
        distributedMode: true,
      },
    );
    expect(save().disabled).toBe(true);
    type('tag-key', 'env');
    expect(save().disabled).toBe(true);
    type('tag-value', '   ');
    expect(save().disabled).toBe(true);
    type('tag-value', 'prod');
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/v1/buckets/photos/objects/tags');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ tags: { keep: 'me', env: 'prod' }, previous: { keep: 'me' } });
  });

  it("says as typed which of S3's rules a key or value breaks, and keeps Save disabled", () => {
    stubFetch(() => ({ status: 204 }));
    renderWithSession(
      <AddTagModal bucket="photos" object={{ name: 'a.txt', tags: { env: 'dev' } }} onClose={jest.fn()} />,
      {
        distributedMode: true,
      },
    );
    type('tag-key', 'año');
    type('tag-value', 'v');
    expect(screen.getByTestId('field-problem').textContent).toContain(
      'A tag key can hold only letters A–Z and a–z, digits, spaces and + - = . _ : / @; remove "ñ".',
    );
    expect(save().disabled).toBe(true);
    type('tag-key', 'env');
    expect(screen.getByTestId('field-problem').textContent).toContain('The object already has a tag with this key.');
    type('tag-key', 'owner');
    type('tag-value', 'me & you');
    expect(screen.getByTestId('field-problem').textContent).toContain('A tag value can hold only');
    expect(save().disabled).toBe(true);
    type('tag-value', 'me+you@example.com');
    expect(screen.queryByTestId('field-problem')).toBeNull();
    expect(save().disabled).toBe(false);
  });
});
