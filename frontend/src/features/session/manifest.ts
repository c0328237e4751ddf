import type { FeatureManifest } from '../../shared/manifest/feature-manifest';
import { LoginScreen } from './LoginScreen';
import { OAuthCallbackPage } from './OAuthCallbackPage';

/** The screens outside the shell: login and the single sign-on return page. */
export const sessionManifest: FeatureManifest = {
  id: 'session',
  publicRoutes: [
    { path: '/login', Component: LoginScreen },
    { path: '/oauth_callback', Component: OAuthCallbackPage },
  ],
};
