import '../../testing/test-ids';
import { screen } from '@testing-library/react';
import { stubFetch } from '../../testing/fetch-stub';
import { renderApp } from '../../testing/render-app';

/** The shell on /settings with a session answer that does or does not carry the default-keys flag. */
async function shellWith(defaultRootCredentials: boolean | undefined) {
  stubFetch(() => ({
    status: 200,
    body: {
      status: 'ok',
      operator: false,
      distributedMode: true,
      features: [],
      pages: ['/settings'],
      ...(defaultRootCredentials === undefined ? {} : { defaultRootCredentials }),
    },
  }));
  renderApp('/settings');
  await screen.findByRole('heading', { name: 'Settings', level: 1 });
}

describe('the default root credentials warning', () => {
  it('is a danger alert naming the settings to change, without a close button', async () => {
    await shellWith(true);
    const banner = screen.getByTestId('default-credentials-banner');
    expect(banner.className).toContain('pf-m-danger');
    expect(banner.textContent).toContain('MINIO_ROOT_USER and MINIO_ROOT_PASSWORD');
    expect(banner.querySelector('button')).toBeNull();
  });

  it.each([false, undefined])('is absent when the session says %s', async (flag) => {
    await shellWith(flag);
    expect(screen.queryByTestId('default-credentials-banner')).toBeNull();
  });
});
