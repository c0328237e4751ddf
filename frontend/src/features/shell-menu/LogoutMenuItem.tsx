import { NavItem, Tooltip } from '@patternfly/react-core';
import { SignOutAltIcon } from '@patternfly/react-icons';
import { useRef } from 'react';
import { useLogout } from '../../api/session.mutations';
import { menuStrings } from './menu.strings';

/** Logout at the foot of the menu: ends the session on the server, and in this browser whatever the answer. */
export function LogoutMenuItem({ expanded }: { expanded: boolean }) {
  const logout = useLogout();
  const button = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <NavItem
        itemId="logout"
        component="button"
        icon={<SignOutAltIcon />}
        anchorRef={button}
        onClick={() => {
          if (!logout.isPending) logout.mutate();
        }}
        aria-busy={logout.isPending}
        data-test="logout"
      >
        {logout.isPending ? menuStrings.loggingOut : menuStrings.logout}
      </NavItem>
      {!expanded && <Tooltip content={menuStrings.logout} position="right" triggerRef={button} />}
    </>
  );
}
