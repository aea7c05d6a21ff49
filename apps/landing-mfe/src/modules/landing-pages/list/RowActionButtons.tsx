import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { LandingPage, LandingTab } from '@backoffice/validation';
import { rowActionsFor, ROW_ACTION_LABELS, type LandingRights, type RowActionName } from './row-actions';

interface Props {
  tab: LandingTab;
  page: LandingPage;
  rights: LandingRights;
  onAction: (action: RowActionName, page: LandingPage) => void;
  disabled: boolean;
}

/** The buttons of one row; each is named with the page so assistive tech (and tests) can tell rows apart. */
export function RowActionButtons({ tab, page, rights, onAction, disabled }: Props) {
  return (
    <Stack direction="row" spacing={1}>
      {rowActionsFor(tab, rights).map((action) => (
        <Button
          key={action}
          size="small"
          variant={action === 'delete' ? 'outlined' : 'text'}
          color={action === 'delete' ? 'error' : 'primary'}
          disabled={disabled}
          aria-label={`${ROW_ACTION_LABELS[action]} landing page ${page.id}`}
          onClick={() => onAction(action, page)}
        >
          {ROW_ACTION_LABELS[action]}
        </Button>
      ))}
    </Stack>
  );
}
