import { Page, SkipToContent } from '@patternfly/react-core';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { Session } from '../../api/session.queries';
import { menuExpandedAtom } from '../../features/shell-menu/menu-state.atoms';
import { SideMenu } from '../../features/shell-menu/SideMenu';
import { isSidebarHidden } from '../../features/shell-menu/sidebar-visibility';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useMediaQuery } from '../../shared/hooks/useMediaQuery';
import { Snackbar } from '../../shared/messages/Snackbar';
import { appStrings } from '../app.strings';
import { navEntries } from '../feature-registry';
import { AppMasthead } from './AppMasthead';
import { DefaultCredentialsBanner } from './DefaultCredentialsBanner';
import { LoadingBar } from './LoadingBar';
import { RestartBanner } from './RestartBanner';

const MAIN_ID = 'main-content';

/**
 * The frame of every page behind the session check: masthead, side menu (remembered expanded or collapsed; an
 * overlay on narrow screens; hidden on /metrics and …/hop), restart banner, loading bar, the page, the snackbar.
 */
export function ShellLayout({ session }: { session: Session }) {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useAtom(menuExpandedAtom);
  // PatternFly's page grid gets a sidebar column from 75rem; below, the menu is an overlay.
  const mobileView = !useMediaQuery('(min-width: 75rem)', true);
  const [mobileOpen, setMobileOpen] = useState(false);
  useDocumentTitle(session.operator ? appStrings.operatorDocumentTitle : appStrings.documentTitle);

  const hasMenu = !isSidebarHidden(pathname);
  const toggle = () => (mobileView ? setMobileOpen(!mobileOpen) : setExpanded(!expanded));
  const railOnly = !mobileView && !expanded;

  return (
    <Page
      className={railOnly ? 'oc-page oc-menu-collapsed' : 'oc-page'}
      masthead={
        <AppMasthead
          session={session}
          menu={hasMenu ? { expanded: mobileView ? mobileOpen : expanded, onToggle: toggle } : undefined}
        />
      }
      sidebar={
        hasMenu ? (
          <SideMenu
            entries={navEntries}
            pages={session.pages}
            expanded={!railOnly}
            open={mobileView ? mobileOpen : true}
            onNavigate={() => setMobileOpen(false)}
          />
        ) : null
      }
      skipToContent={
        <SkipToContent
          href={`#${MAIN_ID}`}
          onClick={(event) => {
            // With <base href> set, "#id" would resolve against the base and leave the page; focus instead.
            event.preventDefault();
            document.getElementById(MAIN_ID)?.focus();
          }}
        >
          {appStrings.skipToContent}
        </SkipToContent>
      }
      // PatternFly tracks its own mobile state only when asked for resize events; its overlay styles need it.
      onPageResize={() => undefined}
      mainContainerId={MAIN_ID}
      isContentFilled
      data-test="shell"
    >
      <DefaultCredentialsBanner session={session} />
      <RestartBanner />
      <LoadingBar />
      <Outlet />
      <Snackbar />
    </Page>
  );
}
