import { Tab, Tabs, TabTitleText } from '@patternfly/react-core';
import { useNavigate } from 'react-router';
import { ADMIN_SECTIONS, type AdminSection, type BucketAbilities } from './bucket-abilities';
import { bucketAdminStrings as strings } from './bucket-admin.strings';

/** The element that shows the chosen section: every tab controls it (aria-controls must name an existing element). */
export const ADMIN_SECTION_PANEL_ID = 'bucket-admin-section';

/** The id of a section's tab, which labels the panel while that section shows. */
export const adminTabId = (section: AdminSection) => `pf-tab-${section}-bucket-admin-menu`;

/** The left menu: the sections this setup offers, disabled without the matching permission (spec 02 §2, §6). */
export function BucketAdminMenu({
  bucket,
  active,
  abilities,
}: {
  bucket: string;
  active: AdminSection;
  abilities: BucketAbilities;
}) {
  const navigate = useNavigate();
  return (
    <Tabs
      isVertical
      activeKey={active}
      aria-label={strings.menuLabel}
      onSelect={(_event, key) => navigate(`/buckets/${encodeURIComponent(bucket)}/admin/${String(key)}`)}
      data-test="bucket-admin-menu"
    >
      {ADMIN_SECTIONS.filter(abilities.sectionExists).map((section) => (
        <Tab
          key={section}
          eventKey={section}
          id="bucket-admin-menu"
          tabContentId={ADMIN_SECTION_PANEL_ID}
          title={<TabTitleText>{strings.sections[section]}</TabTitleText>}
          isAriaDisabled={!abilities.sectionEnabled(section)}
          data-test={`admin-menu-${section}`}
        />
      ))}
    </Tabs>
  );
}
