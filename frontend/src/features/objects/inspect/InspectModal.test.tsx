import '@frontend/testing/test-ids';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { deferredAnswer, stubFetch } from '@frontend/testing/fetch-stub';
import { renderWithSession } from '@frontend/testing/render-with-session';
import { InspectModal } from './InspectModal';

/** jsdom has no blob URLs: count the ones made and revoked. */
const made: string[] = [];
const revoked: string[] = [];
beforeEach(() => {
  made.length = 0;
  revoked.length = 0;
  URL.createObjectURL = () => {
    made.push(`blob:inspect-${made.length}`);
    return made[made.length - 1] ?? '';
  };
  URL.revokeObjectURL = (href: string) => void revoked.push(href);
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('Inspect dialog', () => {
  it('revokes the blob URL of a finished inspection when it closes', async () => {
    stubFetch(() => ({ status: 200, body: 'encrypted' }));
    const view = renderWithSession(<InspectModal bucket="b" objectKey="a.txt" onClose={jest.fn()} />, {
      distributedMode: true,
    });
    fireEvent.click(screen.getByTestId('inspect-start'));
    await screen.findByTestId('inspect-key');
    expect(made).toHaveLength(1);
    view.unmount();
    expect(revoked).toEqual(made);
  });

  it('makes no blob URL (and saves nothing) when MinIO answers after the dialog closed', async () => {
    const answer = deferredAnswer();
    const calls = stubFetch(() => answer.promise);
    const view = renderWithSession(<InspectModal bucket="b" objectKey="a.txt" onClose={jest.fn()} />, {
      distributedMode: true,
    });
    fireEvent.click(screen.getByTestId('inspect-start'));
    await waitFor(() => expect(calls).toHaveLength(1));
    view.unmount();
    await act(async () => {
      answer.resolve({ status: 200, body: 'encrypted' });
      await new Promise((settle) => setTimeout(settle, 50));
    });
    expect(made.filter((href) => !revoked.includes(href))).toEqual([]);
    expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled();
  });
});
