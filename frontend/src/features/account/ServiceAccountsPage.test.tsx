import '../../testing/test-ids';
import { screen } from '@testing-library/react';
import { stubFetch } from '../../testing/fetch-stub';
import { renderApp } from '../../testing/render-app';

const session = {
  status: 'ok',
  operator: false,
  distributedMode: true,
  features: [],
  pages: ['/account'],
  policy: { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: ['s3:ListAllMyBuckets'] }] },
  user: 'alice',
};

describe('the service accounts page', () => {
  it('says that the list could not be read instead of showing no service accounts', async () => {
    stubFetch((request) => {
      if (request.path === '/api/v1/session') return { status: 200, body: session };
      if (request.path === '/api/v1/service-accounts') return { status: 403, body: { message: 'Access Denied.' } };
      return { status: 404, body: { message: 'not stubbed' } };
    });
    renderApp('/account');
    const failed = await screen.findByTestId('list-load-failed');
    expect(failed.textContent).toContain('The list could not be loaded');
    expect(failed.textContent).toContain('Access Denied.');
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });
});
