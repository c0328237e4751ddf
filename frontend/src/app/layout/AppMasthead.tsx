import {
  Flex,
  Label,
  Masthead,
  MastheadBrand,
  MastheadContent,
  MastheadLogo,
  MastheadMain,
  MastheadToggle,
  PageToggleButton,
  Toolbar,
  ToolbarContent,
  ToolbarGroup,
  ToolbarItem,
} from '@patternfly/react-core';
import { UserIcon } from '@patternfly/react-icons';
import type { Session } from '../../api/session.queries';
import { ProductLogo } from '../../shared/components/ProductLogo';
import { RouterLink } from '../../shared/components/RouterLink';
import { ThemeToggle } from '../../shared/theme/ThemeToggle';
import { menuStrings } from '../../features/shell-menu/menu.strings';
import { appStrings } from '../app.strings';
import './masthead.css';

export interface MastheadMenuToggle {
  readonly expanded: boolean;
  readonly onToggle: () => void;
}

/** The top bar: menu toggle (when there is a menu), product name (and Operator in operator mode), user, theme. */
export function AppMasthead({ session, menu }: { session: Session; menu: MastheadMenuToggle | undefined }) {
  return (
    <Masthead>
      <MastheadMain>
        {menu && (
          <MastheadToggle>
            <PageToggleButton
              isHamburgerButton
              isSidebarOpen={menu.expanded}
              onSidebarToggle={menu.onToggle}
              aria-label={menu.expanded ? menuStrings.collapseMenu : menuStrings.expandMenu}
              data-test="menu-toggle"
            />
          </MastheadToggle>
        )}
        <MastheadBrand>
          <MastheadLogo component={RouterLink} href="/" className="oc-masthead__logo">
            <Flex
              gap={{ default: 'gapSm' }}
              alignItems={{ default: 'alignItemsCenter' }}
              flexWrap={{ default: 'nowrap' }}
            >
              <ProductLogo size={32} />
              <span className="oc-masthead__product" data-test="product-name">
                {appStrings.productName}
              </span>
              {session.operator && (
                <Label color="purple" isCompact data-test="operator-label">
                  {appStrings.operatorLabel}
                </Label>
              )}
            </Flex>
          </MastheadLogo>
        </MastheadBrand>
      </MastheadMain>
      <MastheadContent>
        <Toolbar isFullHeight>
          <ToolbarContent>
            <ToolbarGroup align={{ default: 'alignEnd' }} alignItems="center">
              {session.user && (
                <ToolbarItem visibility={{ default: 'hidden', md: 'visible' }}>
                  <Flex
                    gap={{ default: 'gapSm' }}
                    alignItems={{ default: 'alignItemsCenter' }}
                    flexWrap={{ default: 'nowrap' }}
                  >
                    <UserIcon />
                    <span className="oc-visually-hidden">{appStrings.signedInAs}</span>
                    <span className="oc-masthead__user" title={session.user} data-test="current-user">
                      {session.user}
                    </span>
                  </Flex>
                </ToolbarItem>
              )}
              <ToolbarItem>
                <ThemeToggle />
              </ToolbarItem>
            </ToolbarGroup>
          </ToolbarContent>
        </Toolbar>
      </MastheadContent>
    </Masthead>
  );
}
