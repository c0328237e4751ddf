import '@frontend/testing/test-ids';
import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { Snackbar } from './Snackbar';
import { useErrorSnackbar } from './useErrorSnackbar';

function Failing({ error, context }: { error: unknown; context?: string }) {
  useErrorSnackbar(error, context);
  return <Snackbar />;
}

function renderFailing(error: unknown, context?: string) {
  const store = createStore();
  const view = render(
    <Provider store={store}>
      <Failing error={error} context={context} />
    </Provider>,
  );
  return { ...view, store };
}

describe('useErrorSnackbar', () => {
  it('shows a failure in the snackbar, led by its context when one is given', () => {
    renderFailing(new Error('the network is down'), 'Could not check permissions');
    expect(screen.getByTestId('snackbar').textContent).toContain('Could not check permissions: the network is down');
  });

  it('shows nothing while there is no failure', () => {
    renderFailing(null, 'Could not check permissions');
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });
});
