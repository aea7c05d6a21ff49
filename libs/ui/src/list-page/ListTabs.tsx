import { memo } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface ListTab {
  /** API value, e.g. 'active'. */
  value: string;
  /** What staff read, e.g. 'Visible'. */
  label: string;
}

export interface ListTabsProps {
  tabs: readonly ListTab[];
  value: string | undefined;
  onChange: (value: string) => void;
  label?: string;
}

/** Status tabs of a list; an unknown current value selects the first tab. */
// Memoised: the list re-renders on every sort, page and answer, the tabs need not.
export const ListTabs = memo(function ListTabs({ tabs, value, onChange, label = 'Status' }: ListTabsProps) {
  const selected = tabs.some((tab) => tab.value === value) ? value : tabs[0]?.value;
  return (
    <Tabs value={selected ?? false} onChange={(_, next: string) => onChange(next)} aria-label={label} variant="scrollable">
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} />
      ))}
    </Tabs>
  );
});
