import '@frontend/testing/test-ids';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NotFoundPage } from '@frontend/features/not-found/NotFoundPage';
import { i18n } from '@frontend/shared/i18n/i18n-instance';
import { LanguageProvider } from './LanguageProvider';

// A test-only pseudo-locale (en-XA, "accented English"): a second bundle, not a language the app ships.
const pseudo = 'en-XA';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en-US'));
  i18n.removeResourceBundle(pseudo, 'not-found');
  i18n.removeResourceBundle(pseudo, 'components');
});

function renderNotFound() {
  const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], { initialEntries: ['/nowhere'] });
  render(
    <LanguageProvider>
      <RouterProvider router={router} />
    </LanguageProvider>,
  );
}

describe('LanguageProvider', () => {
  it('shows the screens in the language chosen, English where that language has no text', async () => {
    const year = new Date().getFullYear();
    renderNotFound();
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    expect(screen.getByTestId('copyright').textContent).toBe(
      `© ${year} Object Console contributors · Apache License 2.0`,
    );

    i18n.addResourceBundle(pseudo, 'not-found', { title: '[404 Ñöţ Ƒöûñð]' });
    i18n.addResourceBundle(pseudo, 'components', { copyright: '[© {{0}} Öƀĵéçţ Çöñšöļé]' });
    await act(() => i18n.changeLanguage(pseudo));

    expect(screen.getByRole('heading', { name: '[404 Ñöţ Ƒöûñð]' })).toBeTruthy();
    expect(screen.getByTestId('copyright').textContent).toBe(`[© ${year} Öƀĵéçţ Çöñšöļé]`);
    expect(screen.getByRole('link', { name: 'Go to the console' })).toBeTruthy();
    expect(document.documentElement.lang).toBe(pseudo);

    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
