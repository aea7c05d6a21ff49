// What "Add to campaign…" sends: one change of one record, never applied until its campaign is.
// Create sends the whole record body, update only the fields the form changed (the server merges them into the
// stored record and checks the module's schema), publish / unpublish / delete no values.
import * as v from 'valibot';
import { describedModule, modulePermission, schemaFields, type CampaignItemAction, type CampaignItemInput } from '@backoffice/validation';
import { withCleared } from '../form-shell/cleared-fields';

type Values = Record<string, unknown>;

/** A change ready to be added to a campaign, with the words the dialog names it by. */
export interface PreparedChange extends CampaignItemInput {
  /** "Update", "Publish" … as the dialog's choice reads. */
  label: string;
}

const ACTION_LABELS: Readonly<Record<CampaignItemAction, string>> = {
  create: 'Create',
  update: 'Update',
  publish: 'Publish',
  unpublish: 'Unpublish',
  delete: 'Delete',
};

/** The permission of the record's own module that the change needs (undefined: signed in is enough). */
export function modulePermissionFor(module: string, action: CampaignItemAction): string | undefined {
  const definition = describedModule(module);
  if (!definition) return undefined;
  return modulePermission(definition, action === 'publish' || action === 'unpublish' ? 'update' : action);
}

/** The kit form's link to campaigns (useEntityForm fills it): which record, at which version, and its request body. */
export interface FormCampaign {
  module: string;
  /** The record's id on edit; absent on add and clone. */
  recordId?: string | number;
  version?: number | string;
  /** Parsed form values → the request body the module's save sends (useEntityForm's toInput). */
  toBody?: (values: Values) => unknown;
}

export type FormChangeResult = { ok: true; change: PreparedChange } | { ok: false; reason: 'invalid' | 'unchanged' };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const asBody = (target: FormCampaign, values: Values) => (target.toBody ? target.toBody(values) : values) as Values;

/**
 * The form's change as a campaign item: `mode` edit → update with the changed top-level fields of the request body
 * (emptied fields as null, as a save sends them); add / clone → create with the whole body. Invalid values are
 * refused, as Save refuses them.
 */
export function formChange(target: FormCampaign, schema: v.GenericSchema<unknown, unknown>, mode: 'add' | 'edit' | 'clone', values: Values, initialValues: Values): FormChangeResult {
  const parsed = v.safeParse(schema, schemaFields(schema, values));
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const output = parsed.output as Values;
  if (mode !== 'edit') return { ok: true, change: { module: target.module, recordId: null, action: 'create', values: asBody(target, output), baseVersion: null, label: ACTION_LABELS.create } };
  const body = asBody(target, withCleared(output, schemaFields(schema, initialValues)));
  const loaded = v.safeParse(schema, schemaFields(schema, initialValues));
  // A stored record that fails today's checks cannot be compared field by field: its whole body goes.
  const before = loaded.success ? asBody(target, loaded.output as Values) : undefined;
  const changed = Object.fromEntries(Object.entries(body).filter(([field, value]) => !before || !same(value, before[field])));
  if (Object.keys(changed).length === 0) return { ok: false, reason: 'unchanged' };
  return {
    ok: true,
    change: {
      module: target.module,
      recordId: Number(target.recordId),
      action: 'update',
      values: changed,
      baseVersion: target.version === undefined ? null : Number(target.version),
      label: ACTION_LABELS.update,
    },
  };
}

/** A list row's change (publish, unpublish, delete): no values, the row's version as the base. */
export function rowChange(module: string, action: CampaignItemAction, recordId: string | number, version: unknown): PreparedChange {
  return {
    module,
    recordId: Number(recordId),
    action,
    values: null,
    baseVersion: typeof version === 'number' ? version : null,
    label: ACTION_LABELS[action],
  };
}
