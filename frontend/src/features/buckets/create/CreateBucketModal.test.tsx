import '@frontend/testing/test-ids';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '@frontend/testing/fetch-stub';
import { renderWithSession } from '@frontend/testing/render-with-session';
import { CreateBucketModal, NAME_DEBOUNCE_MS } from './CreateBucketModal';

const save = () => screen.getByTestId('modal-submit') as HTMLButtonElement;
const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const toggle = (id: string) => fireEvent.click(input(id));
const settle = () => act(() => jest.advanceTimersByTime(NAME_DEBOUNCE_MS));

function openModal(distributedMode = true, onClose = jest.fn()) {
  renderWithSession(<CreateBucketModal onClose={onClose} />, { distributedMode });
  return onClose;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Create Bucket', () => {
  it('enables Save only once the typed name has settled for 1000 ms and is a valid S3 name', () => {
    openModal();
    expect(save().disabled).toBe(true);
    type('bucket-name-input', 'my-bucket');
    act(() => jest.advanceTimersByTime(NAME_DEBOUNCE_MS - 1));
    expect(save().disabled).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(save().disabled).toBe(false);

    type('bucket-name-input', 'My_Bucket');
    settle();
    expect(save().disabled).toBe(true);
    expect(screen.getByTestId('bucket-name-message').textContent).toContain('cannot contain uppercase letters');
  });

  it('blocks Save while the quota size is empty or 0', () => {
    openModal();
    type('bucket-name-input', 'quota-bucket');
    settle();
    toggle('quota-switch');
    expect(input('quota-size').value).toBe('1');
    expect((screen.getByTestId('quota-unit') as HTMLSelectElement).value).toBe('TiB');
    type('quota-size', '');
    expect(save().disabled).toBe(true);
    type('quota-size', '0');
    expect(save().disabled).toBe(true);
    type('quota-size', '5');
    expect(save().disabled).toBe(false);
  });

  it('takes a fractional quota size of at least 1 and sends its whole bytes', async () => {
    const seen = stubFetch(() => ({ status: 201, body: { name: 'half-bucket' } }));
    openModal();
    type('bucket-name-input', 'half-bucket');
    settle();
    toggle('quota-switch');
    type('quota-size', '0.5');
    expect(save().disabled).toBe(true);
    type('quota-size', '1.5');
    expect(screen.queryByTestId('quota-error')).toBeNull();
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    await waitFor(() => expect(seen.some((request) => request.method === 'POST')).toBe(true));
    const post = seen.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}').quota).toEqual({
      enabled: true,
      quota_type: 'hard',
      amount: 1.5 * 1024 ** 4,
    });
  });

  it('says a fifo quota is no longer supported instead of sending it', () => {
    openModal();
    type('bucket-name-input', 'fifo-bucket');
    settle();
    toggle('quota-switch');
    fireEvent.change(screen.getByTestId('quota-type'), { target: { value: 'fifo' } });
    expect(save().disabled).toBe(true);
    expect(screen.getByTestId('quota-error').textContent).toContain("no longer supports 'fifo'");
  });

  it('offers retention only with versioning; retention forces locking; versioning off resets retention', () => {
    openModal();
    type('bucket-name-input', 'locked-bucket');
    settle();
    expect(input('retention-switch').disabled).toBe(true);
    toggle('versioning-switch');
    expect(input('retention-switch').disabled).toBe(false);
    toggle('retention-switch');
    expect(input('locking-switch').checked).toBe(true);
    expect(input('locking-switch').disabled).toBe(true);

    fireEvent.click(screen.getByTestId('retention-mode-governance'));
    fireEvent.change(screen.getByTestId('retention-unit'), { target: { value: 'years' } });
    type('retention-validity', '0');
    expect(save().disabled).toBe(true);
    type('retention-validity', '3');
    expect(save().disabled).toBe(false);

    toggle('versioning-switch');
    expect(input('retention-switch').checked).toBe(false);
    expect(screen.queryByTestId('retention-validity')).toBeNull();
    toggle('versioning-switch');
    toggle('retention-switch');
    expect(input('retention-validity').value).toBe('1');
    expect((screen.getByTestId('retention-unit') as HTMLSelectElement).value).toBe('days');
    expect(input('retention-mode-compliance').checked).toBe(true);
  });

  it('disables the distributed-only features on a single drive and says why', () => {
    openModal(false);
    expect(screen.getByTestId('single-drive-message').textContent).toContain(
      'These features are unavailable in a single-disk setup.',
    );
    for (const id of ['versioning-switch', 'locking-switch', 'quota-switch', 'retention-switch']) {
      expect(input(id).disabled).toBe(true);
    }
  });

  it('Clear returns every field to its default', () => {
    openModal();
    type('bucket-name-input', 'to-clear');
    settle();
    toggle('versioning-switch');
    toggle('quota-switch');
    fireEvent.click(screen.getByTestId('create-bucket-clear'));
    settle();
    expect(input('bucket-name-input').value).toBe('');
    expect(input('versioning-switch').checked).toBe(false);
    expect(input('quota-switch').checked).toBe(false);
    expect(save().disabled).toBe(true);
  });

  it('sends quota in bytes (base 1024) and retention, and closes on success', async () => {
    const seen = stubFetch(() => ({ status: 201, body: { name: 'sent-bucket' } }));
    const onClose = openModal();
    type('bucket-name-input', 'sent-bucket');
    settle();
    toggle('versioning-switch');
    toggle('quota-switch');
    type('quota-size', '2');
    fireEvent.change(screen.getByTestId('quota-unit'), { target: { value: 'GiB' } });
    toggle('retention-switch');
    fireEvent.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = seen.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/api/v1/buckets');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      name: 'sent-bucket',
      versioning: true,
      locking: true,
      quota: { enabled: true, quota_type: 'hard', amount: 2 * 1024 ** 3 },
      retention: { mode: 'compliance', unit: 'days', validity: 1 },
    });
  });

  it('shows the server’s refusal inside the dialog and stays open', async () => {
    stubFetch(() => ({ status: 409, body: { message: 'Bucket already exists' } }));
    const onClose = openModal();
    type('bucket-name-input', 'taken');
    settle();
    fireEvent.click(save());
    expect((await screen.findByTestId('modal-error-banner')).textContent).toContain('Bucket already exists');
    expect(onClose).not.toHaveBeenCalled();
  });
});
