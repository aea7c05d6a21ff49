// Campaigns in every list and record form: "Add to campaign…" on the rows a list can publish, unpublish or
// delete, and beside Submit on a record form (registered with the kit by index.ts).
import { useMemo } from 'react';
import { extendKit } from '../kit-extensions/kit-extensions';
import { AddToCampaignButton } from './AddToCampaignButton';
import type { FormCampaign } from './campaign-change';
import { useCampaignRowActions } from './use-campaign-row-actions';

declare module '../kit-extensions/kit-extensions' {
  interface FormFeatures {
    /** The record's module and version: offers "Add to campaign…" beside Submit. */
    campaign: FormCampaign;
  }
}

type Version = number | string | undefined;

extendKit({
  name: 'campaigns',
  useRowActions: (actions, { module, getRowId, rowLabel }) => useCampaignRowActions(actions, module, getRowId, rowLabel),
  // What "Add to campaign…" needs: the module (the resource's key), the record and its version, the request body.
  useFormFeatures: ({ resource, mode, id, current, getVersion, toInput }) => {
    const campaign = useMemo((): FormCampaign => {
      const version: Version = current === undefined ? undefined : getVersion ? getVersion(current as never) : (current as { version?: Version }).version;
      return { module: String(resource.keys.all[0]), recordId: mode === 'edit' ? id : undefined, version, toBody: toInput };
    }, [resource, mode, id, current, getVersion, toInput]);
    return { campaign };
  },
  FormAction: ({ features, submits, readOnly, schema, mode }) => (features.campaign && submits && !readOnly ? <AddToCampaignButton target={features.campaign} schema={schema} mode={mode} /> : null),
});
