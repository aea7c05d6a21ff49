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

/** On a phone a tab is as wide as its label: at MUI's 90 px minimum, four tabs (campaigns' "All") ran off the screen. */
const TABS_SX = { '& .MuiTab-root': { minWidth: { xs: 0, sm: 90 }, px: { xs: 1.5, sm: 2 } } } as const;

/** Status tabs of a list; an unknown current value selects the first tab. */
// Memoised: the list re-renders on every sort, page and answer, the tabs need not.
export const ListTabs = memo(function ListTabs({ tabs, value, onChange, label = 'Status' }: ListTabsProps) {
  const selected = tabs.some((tab) => tab.value === value) ? value : tabs[0]?.value;
  return (
    <Tabs value={selected ?? false} onChange={(_, next: string) => onChange(next)} aria-label={label} variant="scrollable" sx={TABS_SX}>
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} />
      ))}
    </Tabs>
  );
});
