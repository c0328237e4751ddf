import { notificationEndpointsOf } from './notification-endpoints';

describe('notificationEndpointsOf', () => {
  it('names targets by their notify_<service> category, capitalises the status and sorts by display name', () => {
    expect(
      notificationEndpointsOf([
        { service: 'webhook', accountId: 'b', status: 'offline' },
        { service: 'postgresql', accountId: 'a', status: 'online' },
        { service: 'unknownkind', accountId: 'x', status: 'online' },
      ]),
    ).toEqual([
      { service: 'postgres', account_id: 'a', status: 'Online' },
      { service: 'webhook', account_id: 'b', status: 'Offline' },
    ]);
  });
});
