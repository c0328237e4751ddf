import { BellIcon } from '@patternfly/react-icons';
import { lazyPage, type FeatureManifest } from '@frontend/shared/manifest/feature-manifest';
import { notificationsStrings } from './notifications.strings';

/** Notification targets (spec 03 §2): the list, the kind chooser and each kind's form, and the menu entry. */
export const notificationsManifest: FeatureManifest = {
  id: 'notifications',
  routes: [
    {
      path: 'notification-endpoints',
      page: '/notification-endpoints',
      Component: lazyPage(() => import('./NotificationEndpointsPage').then((m) => m.NotificationEndpointsPage)),
    },
    {
      path: 'notification-endpoints/add',
      page: '/notification-endpoints/add',
      Component: lazyPage(() => import('./AddNotificationTypePage').then((m) => m.AddNotificationTypePage)),
    },
    {
      path: 'notification-endpoints/add/:service',
      page: '/notification-endpoints/add/:service',
      Component: lazyPage(() => import('./NotificationTargetFormPage').then((m) => m.NotificationTargetFormPage)),
    },
  ],
  nav: [
    {
      id: 'notification-endpoints',
      // The same words as the page title (issue #26).
      label: notificationsStrings.title,
      to: '/notification-endpoints',
      page: '/notification-endpoints',
      icon: BellIcon,
      section: 'main',
      order: 80,
    },
  ],
};
