import '@frontend/testing/test-ids';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '@frontend/testing/fetch-stub';
import { renderWithSession } from '@frontend/testing/render-with-session';
import { AddTagModal } from './TagModals';

const save = () => screen.getByTestId('modal-submit') as HTMLButtonElement;
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

describe('Add New Tag', () => {
  it('keeps Save disabled until both key and value are filled, then sends the whole tag set', async () => {
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
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ tags: { keep: 'me', env: 'prod' } });
  });
});
