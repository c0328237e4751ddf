import { BookIcon } from '@patternfly/react-icons';
import type { FeatureManifest } from '../../shared/manifest/feature-manifest';
import { menuStrings } from './menu.strings';

/** Where the Documentation entry leads (MinIO's own server documentation). */
export const DOCUMENTATION_URL = 'https://min.io/docs/minio/linux/index.html';

/** The menu's own entries: Documentation, shown to everyone, opened in a new tab. */
export const shellMenuManifest: FeatureManifest = {
  id: 'shell-menu',
  nav: [
    {
      id: 'documentation',
      label: menuStrings.documentation,
      to: DOCUMENTATION_URL,
      icon: BookIcon,
      section: 'support',
      order: 310,
      external: true,
    },
  ],
};
