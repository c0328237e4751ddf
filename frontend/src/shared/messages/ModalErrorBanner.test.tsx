import '../../testing/test-ids';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { ApiRequestError } from '../../api/api-error';
import { modalErrorAtom } from './messages.atoms';
import { ModalErrorBanner } from './ModalErrorBanner';
import { useNotify } from './useNotify';

function ModalBody() {
  const { showModalError } = useNotify();
  return (
    <>
      <ModalErrorBanner />
      <button
        onClick={() => showModalError(new ApiRequestError(400, 'Invalid bucket name', 'Names are 3 to 63 characters'))}
      >
        fail
      </button>
    </>
  );
}

describe('ModalErrorBanner', () => {
  it('shows a failure inside the modal with its title and expandable details, and forgets it on close', () => {
    jest.useFakeTimers();
    const store = createStore();
    const view = render(
      <Provider store={store}>
        <ModalBody />
      </Provider>,
    );
    expect(screen.queryByTestId('modal-error-banner')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    const banner = screen.getByTestId('modal-error-banner');
    expect(banner.textContent).toContain('Invalid bucket name');
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByTestId('error-detailed-message').closest('[hidden]')).toBeNull();

    fireEvent.mouseLeave(banner);
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByTestId('modal-error-banner')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    view.unmount();
    expect(store.get(modalErrorAtom)).toBeNull();
    jest.useRealTimers();
  });
});
