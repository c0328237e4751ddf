import { PageSection, Tab, Tabs, TabTitleText } from '@patternfly/react-core';
import { useNavigate } from 'react-router';
import { idpStrings as strings } from './identity-providers.strings';

const TABS = [
  { key: 'configuration', path: '/identity/ldap/configuration', title: strings.tabs.configuration },
  { key: 'entities', path: '/identity/ldap/entities', title: strings.tabs.entities },
] as const;

/** The page content the tabs control: each LDAP page wraps its section in it (role tabpanel). */
export const LDAP_PANEL_ID = 'ldap-section';

/** The id PatternFly gives a tab with `id="ldap-tabs"`, which labels the panel. */
export const ldapTabId = (key: (typeof TABS)[number]['key']) => `pf-tab-${key}-ldap-tabs`;

/** The LDAP pages' tabs: each tab is its own route (v1.7.6 /identity/ldap/configuration and its entities). */
export function LdapTabs({ active }: { active: (typeof TABS)[number]['key'] }) {
  const navigate = useNavigate();
  return (
    <PageSection type="tabs">
      <Tabs
        activeKey={active}
        onSelect={(_event, key) => {
          const tab = TABS.find((one) => one.key === key);
          if (tab) void navigate(tab.path);
        }}
        aria-label={strings.ldapTitle}
        usePageInsets
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.key}
            eventKey={tab.key}
            id="ldap-tabs"
            tabContentId={LDAP_PANEL_ID}
            title={<TabTitleText>{tab.title}</TabTitleText>}
            data-test={`ldap-tab-${tab.key}`}
          />
        ))}
      </Tabs>
    </PageSection>
  );
}
