import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-final-form';
import type * as v from 'valibot';
import { useCan, type FormMode } from '@backoffice/auth';
import { campaignsModule, modulePermission } from '@backoffice/validation';
import { formChange, modulePermissionFor, type FormCampaign, type PreparedChange } from './campaign-change';
import { useCampaignActions } from './campaign-modules';

// The dialog (and its list of campaigns) loads with the first click, not with every form.
const AddToCampaignDialog = lazy(() => import('./AddToCampaignDialog').then((m) => ({ default: m.AddToCampaignDialog })));

export interface AddToCampaignButtonProps {
  target: FormCampaign;
  schema: v.GenericSchema<unknown, unknown>;
  mode: FormMode;
}

export const REFUSED_TEXTS = {
  invalid: 'Correct the marked fields before adding the change to a campaign.',
  unchanged: 'Nothing changed: there is no change to add to a campaign.',
} as const;

/**
 * "Add to campaign…" beside a kit form's Save: the form's change (update: the changed fields; add and
 * clone: the whole record) joins a campaign instead of being saved. Shown to holders of campaign.update who also
 * hold the module's permission for the change.
 */
export function AddToCampaignButton({ target, schema, mode }: AddToCampaignButtonProps) {
  const form = useForm();
  const { enqueueSnackbar } = useSnackbar();
  const [change, setChange] = useState<PreparedChange | undefined>(undefined);
  const formMode = mode === 'edit' ? 'edit' : mode === 'add' || mode === 'clone' ? mode : undefined;
  const recordPermission = modulePermissionFor(target.module, formMode === 'edit' ? 'update' : 'create');
  const allowed = useCan({ allOf: [modulePermission(campaignsModule, 'update')!, ...(recordPermission ? [recordPermission] : [])] });
  const offered = useCampaignActions(formMode ? target.module : '');
  if (!formMode || !allowed || !offered.has(formMode === 'edit' ? 'update' : 'create')) return null;
  const open = () => {
    const state = form.getState();
    const result = formChange(target, schema, formMode, state.values, state.initialValues ?? {});
    if (result.ok) return setChange(result.change);
    // As Save does: every field's message shows (a field shows it once touched).
    if (result.reason === 'invalid') {
      for (const field of form.getRegisteredFields()) {
        form.focus(field);
        form.blur(field);
      }
    }
    enqueueSnackbar(REFUSED_TEXTS[result.reason], { variant: 'error' });
  };
  return (
    <>
      <Button type="button" variant="outlined" onClick={open}>
        Add to campaign…
      </Button>
      {change && (
        <Suspense fallback={null}>
          <AddToCampaignDialog changes={[change]} onClose={() => setChange(undefined)} />
        </Suspense>
      )}
    </>
  );
}
