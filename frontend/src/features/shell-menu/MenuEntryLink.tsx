import { Icon, NavItem, Tooltip } from '@patternfly/react-core';
import { ExternalLinkAltIcon } from '@patternfly/react-icons';
import { useRef } from 'react';
import type { NavEntry } from '../../shared/manifest/feature-manifest';
import { RouterLink } from '../../shared/components/RouterLink';
import { menuStrings } from './menu.strings';

/** One menu entry: an app link, or an external page in a new tab; collapsed, its label becomes a tooltip. */
export function MenuEntryLink({ entry, current, expanded }: { entry: NavEntry; current: boolean; expanded: boolean }) {
  const anchor = useRef<HTMLAnchorElement>(null);
  const EntryIcon = entry.icon;
  const external = entry.external === true;
  return (
    <>
      <NavItem
        itemId={entry.id}
        to={entry.to}
        isActive={current}
        icon={<EntryIcon />}
        anchorRef={anchor}
        component={external ? 'a' : RouterLink}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        data-test={`menu-${entry.id}`}
      >
        {entry.label}
        {external && (
          <>
            <Icon size="sm" isInline className="oc-side-menu__external">
              <ExternalLinkAltIcon />
            </Icon>
            <span className="oc-visually-hidden"> {menuStrings.opensInNewTab}</span>
          </>
        )}
      </NavItem>
      {!expanded && <Tooltip content={entry.label} position="right" triggerRef={anchor} />}
    </>
  );
}
