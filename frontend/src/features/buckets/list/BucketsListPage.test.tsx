import '@frontend/testing/test-ids';
import { fireEvent, screen, within } from '@testing-library/react';
import { stubFetch } from '@frontend/testing/fetch-stub';
import { renderApp } from '@frontend/testing/render-app';

const bucket = (name: string) => ({
  name,
  creation_date: '2024-05-01T10:00:00Z',
  size: 0,
  objects: 0,
  rw_access: { read: true, write: true },
  manage: true,
});

function withBuckets(
  names: string[] | (() => string[]),
  { mayCreate, distributedMode = true }: { mayCreate: boolean; distributedMode?: boolean },
) {
  const listed = typeof names === 'function' ? names : () => names;
  return stubFetch(({ path }) => {
    if (path === '/api/v1/session')
      return {
        status: 200,
        body: { status: 'ok', operator: false, distributedMode, features: [], pages: ['/buckets', '/buckets/*'] },
      };
    if (path === '/api/v1/buckets') return { status: 200, body: { buckets: listed().map(bucket) } };
    if (path === '/api/v1/has-permission')
      return { status: 200, body: { permissions: [{ id: 'create-bucket', can: mayCreate }] } };
    return { status: 404, body: { message: 'not stubbed' } };
  });
}

const cardNames = () => screen.queryAllByTestId('bucket-name').map((name) => name.textContent);
const filterBox = () => within(screen.getByTestId('bucket-filter')).getByRole('textbox');

describe('the buckets list', () => {
  it('invites to create the first bucket, and says why not when the policy forbids it', async () => {
    withBuckets([], { mayCreate: true });
    const { unmount } = renderApp('/buckets');
    await screen.findByTestId('create-first-bucket', undefined, { timeout: 10_000 });
    expect(screen.getByTestId('buckets-empty').textContent).not.toContain('does not allow creating one');
    expect(screen.getByTestId('create-bucket')).toBeTruthy();
    fireEvent.click(screen.getByTestId('create-first-bucket'));
    expect(await screen.findByTestId('create-bucket-modal')).toBeTruthy();
    unmount();

    withBuckets([], { mayCreate: false });
    renderApp('/buckets');
    const empty = await screen.findByTestId('buckets-empty', undefined, { timeout: 10_000 });
    expect(empty.textContent).toContain('your policy does not allow creating one');
    expect(screen.queryByTestId('create-first-bucket')).toBeNull();
    expect(screen.queryByTestId('create-bucket')).toBeNull();
  });

  it('filters the cards by name and says when nothing matches', async () => {
    withBuckets(['alpha-logs', 'beta-logs', 'gamma'], { mayCreate: false });
    renderApp('/buckets');
    await screen.findByTestId('bucket-card-gamma', undefined, { timeout: 10_000 });
    expect(screen.getByTestId('usage-last-update').textContent).toContain('has not computed sizes');

    fireEvent.change(filterBox(), { target: { value: '  LOGS ' } });
    expect(cardNames()).toEqual(['alpha-logs', 'beta-logs']);
    fireEvent.change(filterBox(), { target: { value: 'nothing-like-this' } });
    expect(screen.getByTestId('buckets-no-match').textContent).toContain('No buckets match the filtering condition');
    expect(screen.queryByTestId('bucket-list')).toBeNull();
    expect(screen.queryByTestId('buckets-empty')).toBeNull();
  });

  it('enables Set Replication once Bulk Select has picked a bucket, and forgets the pick when switched off', async () => {
    withBuckets(['alpha', 'beta'], { mayCreate: true });
    renderApp('/buckets');
    await screen.findByTestId('bucket-card-alpha', undefined, { timeout: 10_000 });
    const setReplication = () => screen.getByTestId('set-replication') as HTMLButtonElement;
    expect(setReplication().disabled).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'Select bucket alpha' })).toBeNull();

    const bulkSelect = screen.getByRole('switch', { name: 'Bulk Select' });
    expect(screen.queryByTestId('buckets-selected-count')).toBeNull();
    fireEvent.click(bulkSelect);
    expect(screen.getByTestId('buckets-selected-count').textContent).toBe('0 selected');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select bucket alpha' }));
    expect(setReplication().disabled).toBe(false);
    expect(screen.getByTestId('buckets-selected-count').textContent).toBe('1 selected');

    fireEvent.click(bulkSelect);
    fireEvent.click(bulkSelect);
    expect((screen.getByRole('checkbox', { name: 'Select bucket alpha' }) as HTMLInputElement).checked).toBe(false);
    expect(setReplication().disabled).toBe(true);
  });

  it('keeps the ticked buckets through a refetch, dropping only one that is gone, and hands them to the wizard', async () => {
    let names = ['alpha', 'beta', 'gamma'];
    withBuckets(() => names, { mayCreate: true });
    renderApp('/buckets');
    await screen.findByTestId('bucket-card-alpha', undefined, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('switch', { name: 'Bulk Select' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select bucket alpha' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select bucket beta' }));

    // Someone else removes alpha and adds delta; the list is fetched again.
    names = ['beta', 'gamma', 'delta'];
    fireEvent.click(screen.getByTestId('refresh-buckets'));
    await screen.findByTestId('bucket-card-delta', undefined, { timeout: 10_000 });
    expect((screen.getByRole('checkbox', { name: 'Select bucket beta' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Select bucket delta' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByTestId('set-replication'));
    const wizard = await screen.findByTestId('replication-wizard');
    expect(wizard.textContent).toContain('Remote Configuration');
    fireEvent.click(within(wizard).getByTestId('wizard-cancel'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select bucket beta' }));
    expect((screen.getByTestId('set-replication') as HTMLButtonElement).disabled).toBe(true);
  });

  it('on a single drive offers no replication wizard, and says why on the button', async () => {
    withBuckets(['alpha'], { mayCreate: true, distributedMode: false });
    renderApp('/buckets');
    await screen.findByTestId('bucket-card-alpha', undefined, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('switch', { name: 'Bulk Select' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select bucket alpha' }));
    const setReplication = screen.getByTestId('set-replication');
    expect(setReplication.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(setReplication);
    expect(screen.queryByTestId('replication-wizard')).toBeNull();
    fireEvent.focus(setReplication);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'These features are unavailable in a single-disk setup.',
    );
  });

  it('lays out 1,000 buckets a step at a time; the filter searches them all, and a ticked one stays chosen', async () => {
    const names = Array.from({ length: 1000 }, (_, index) => `bucket-${String(index).padStart(4, '0')}`);
    withBuckets(names, { mayCreate: true });
    renderApp('/buckets');
    await screen.findByTestId('bucket-card-bucket-0000', undefined, { timeout: 10_000 });
    expect(cardNames()).toEqual(names.slice(0, 24));
    const shown = screen.getByTestId('buckets-shown');
    expect(shown.textContent).toBe('Showing 24 of 1,000 buckets');
    // Polite: a screen reader hears the new count after Show more.
    expect(shown.getAttribute('aria-live')).toBe('polite');

    fireEvent.click(screen.getByRole('button', { name: 'Show more buckets' }));
    expect(cardNames()).toEqual(names.slice(0, 48));
    expect(screen.getByTestId('buckets-shown').textContent).toBe('Showing 48 of 1,000 buckets');

    fireEvent.click(screen.getByRole('switch', { name: 'Bulk Select' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select bucket bucket-0001' }));
    // The filter reaches a bucket far past the cards laid out.
    fireEvent.change(filterBox(), { target: { value: 'bucket-0999' } });
    expect(cardNames()).toEqual(['bucket-0999']);
    expect(screen.queryByTestId('buckets-shown')).toBeNull();
    expect(screen.queryByTestId('buckets-more')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select bucket bucket-0999' }));

    // Ticks outlive the filter and the reveal: both buckets are still chosen, shown or not.
    fireEvent.change(filterBox(), { target: { value: '' } });
    expect((screen.getByRole('checkbox', { name: 'Select bucket bucket-0001' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByRole('checkbox', { name: 'Select bucket bucket-0999' })).toBeNull();
    expect((screen.getByTestId('set-replication') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('buckets-selected-count').textContent).toBe('2 selected');
    fireEvent.change(filterBox(), { target: { value: '0999' } });
    expect((screen.getByRole('checkbox', { name: 'Select bucket bucket-0999' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
