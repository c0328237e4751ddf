import { KeyIcon, LockIcon } from '@patternfly/react-icons';
import { lazyPage, type FeatureManifest } from '@frontend/shared/manifest/feature-manifest';
import { kmsStrings } from './kms.strings';

/** Key management (MinIO Console v1.7.6 /kms): status and keys, and their menu entries. */
export const kmsManifest: FeatureManifest = {
  id: 'kms',
  routes: [
    {
      path: 'kms/status',
      page: '/kms/status',
      Component: lazyPage(() => import('./KmsStatusPage').then((m) => m.KmsStatusPage)),
    },
    {
      path: 'kms/keys',
      page: '/kms/keys',
      Component: lazyPage(() => import('./KmsKeysPage').then((m) => m.KmsKeysPage)),
    },
    {
      path: 'kms/keys/add',
      page: '/kms/keys/add',
      Component: lazyPage(() => import('./AddKmsKeyPage').then((m) => m.AddKmsKeyPage)),
    },
    {
      path: 'kms/keys/:keyName',
      page: '/kms/keys/:keyName',
      Component: lazyPage(() => import('./KmsKeyPage').then((m) => m.KmsKeyPage)),
    },
  ],
  nav: [
    {
      id: 'kms-status',
      label: kmsStrings.statusMenu,
      to: '/kms/status',
      page: '/kms/status',
      icon: LockIcon,
      section: 'main',
      order: 74,
    },
    {
      id: 'kms-keys',
      label: kmsStrings.keysMenu,
      to: '/kms/keys',
      page: '/kms/keys',
      icon: KeyIcon,
      section: 'main',
      order: 75,
    },
  ],
};
