import '../../testing/test-ids';
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { loadingProgressAtom } from '../../shared/state/loading-progress.atoms';
import '../../testing/fetch-stub';
import { LoadingBar } from './LoadingBar';

describe('LoadingBar', () => {
  it('runs while a route’s data loads and while a page reports progress below 100', async () => {
    let finishLoading: (value: null) => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <LoadingBar />
              <Outlet />
            </>
          ),
          children: [
            { index: true, element: <p>home</p> },
            {
              path: 'slow',
              loader: () => new Promise<null>((resolve) => (finishLoading = resolve)),
              element: <p>slow</p>,
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    const store = createStore();
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(screen.queryByTestId('loading-bar')).toBeNull();

    act(() => void router.navigate('/slow'));
    expect(screen.getByTestId('loading-bar').getAttribute('aria-valuenow')).toBeNull();
    await act(async () => finishLoading(null));
    expect(await screen.findByText('slow')).toBeTruthy();
    expect(screen.queryByTestId('loading-bar')).toBeNull();

    act(() => store.set(loadingProgressAtom, 40));
    expect(screen.getByTestId('loading-bar').getAttribute('aria-valuenow')).toBe('40');
    act(() => store.set(loadingProgressAtom, 100));
    expect(screen.queryByTestId('loading-bar')).toBeNull();
  });
});
