import { HddIcon } from '@patternfly/react-icons';
import { lazyPage, type FeatureManifest } from '../../shared/manifest/feature-manifest';
import { storageStrings } from './storage.strings';

const storagePage = lazyPage(() => import('./StoragePage').then((m) => m.StoragePage));

/** Operator mode: cluster storage, /storage/volumes and /storage/drives; /storage and the rest of it redirect. */
export const storageManifest: FeatureManifest = {
  id: 'storage',
  routes: [
    { path: 'storage', page: '/storage', Component: storagePage },
    { path: 'storage/*', page: '/storage', Component: storagePage },
    { path: 'storage/volumes', page: '/storage/volumes', Component: storagePage },
    { path: 'storage/drives', page: '/storage/drives', Component: storagePage },
  ],
  nav: [
    {
      id: 'storage',
      label: storageStrings.title,
      to: '/storage',
      page: '/storage',
      icon: HddIcon,
      section: 'operator',
      order: 210,
    },
  ],
};
