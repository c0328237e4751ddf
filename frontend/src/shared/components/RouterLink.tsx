import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';

/**
 * A router link that takes `href` like an anchor, for PatternFly components that render their `component` with an
 * `href` (Button, NavItem). Paths are app paths (`/buckets`); the router adds the base.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'to'> & { href?: string }>(function RouterLink(
  { href = '/', ...rest },
  ref,
) {
  return <Link ref={ref} to={href} {...rest} />;
});
