import { Tab, TabTitleText } from '@patternfly/react-core';
import { useState, type ReactNode } from 'react';
import { SideTabs } from './SideTabs';

/** One tab of a detail page: its key (`tab-{key}` is its test id), title and content. */
export interface DetailTab {
  readonly key: string;
  readonly title: string;
  /** Padding on every side (a document); tables get it only left and right. */
  readonly padded?: boolean;
  readonly content: ReactNode;
}

/**
 * The side tabs of a detail page (a toggle over the content below 992 px). The first tab opens first; a tab's
 * content is mounted while it is shown.
 */
export function DetailTabs({ tabs, ariaLabel }: { tabs: readonly DetailTab[]; ariaLabel: string }) {
  const [active, setActive] = useState(tabs[0]?.key);
  return (
    <SideTabs
      activeKey={active ?? ''}
      activeTitle={tabs.find((tab) => tab.key === active)?.title ?? ''}
      onSelect={setActive}
      ariaLabel={ariaLabel}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.key}
          eventKey={tab.key}
          title={<TabTitleText>{tab.title}</TabTitleText>}
          data-test={`tab-${tab.key}`}
        >
          <div className={tab.padded ? 'pf-v6-u-p-md' : 'pf-v6-u-px-md'}>{tab.content}</div>
        </Tab>
      ))}
    </SideTabs>
  );
}
