import '../../testing/test-ids';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tab, TabTitleText } from '@patternfly/react-core';
import { SideTabs } from './SideTabs';

const renderTabs = (onSelect: (key: string) => void) =>
  render(
    <SideTabs activeKey="summary" activeTitle="Summary" onSelect={onSelect} ariaLabel="Tenant sections">
      <Tab eventKey="summary" title={<TabTitleText>Summary</TabTitleText>}>
        summary panel
      </Tab>
      <Tab eventKey="pools" title={<TabTitleText>Pools</TabTitleText>}>
        pools panel
      </Tab>
    </SideTabs>,
  );

describe('SideTabs', () => {
  it('folds into a toggle naming the open section, which unfolds the list and folds it again on a choice', () => {
    const onSelect = jest.fn();
    renderTabs(onSelect);
    // The only button that is not a tab: the toggle of the folded list (shown below PatternFly's lg breakpoint).
    const toggle = screen.getByRole('button', { name: /Tenant sections/ });
    expect(toggle.textContent).toBe('Summary');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('summary panel')).toBeTruthy();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Pools' }));
    expect(onSelect).toHaveBeenCalledWith('pools');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('names its list of sections', () => {
    renderTabs(jest.fn());
    expect(screen.getByRole('tablist').closest('[aria-label="Tenant sections"]')).toBeTruthy();
  });
});
