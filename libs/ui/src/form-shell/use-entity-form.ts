import { useCallback, useMemo } from 'react';
import type { FormMode } from '@backoffice/auth';
import type { Resource } from '@backoffice/api/query';
import { recordAsOf, type HistoryEntry } from '@backoffice/validation';
import type { FormHistory } from './FormShell';
import { useFormLive } from '../live/form-live';
import type { FormCampaign } from '../campaigns/campaign-change';

type Id = string | number;
type Values = Record<string, unknown>;

/** Fields a clone must not carry over: the copy is a new record. */
export const CLONE_OMITTED_FIELDS = ['id', 'version', 'createdAt', 'updatedAt', 'deletedAt'] as const;

/** The record as the starting values of a clone (no id, no version, no timestamps). */
export function cloneValues<T extends Values>(values: T, omit: readonly string[] = CLONE_OMITTED_FIELDS): Partial<T> {
  const copy: Values = { ...values };
  for (const key of omit) delete copy[key];
  return copy as Partial<T>;
}

export interface EntityFormOptions<TItem, TInput> {
  mode: FormMode;
  /** Route id of the record (edit, view, clone, preview). */
  id?: Id;
  /** Record → form values (e.g. ISO dates stay strings, nested config flattened). Default: as is. */
  toValues?: (item: TItem) => Values;
  /** Parsed form values → request body. Default: as is. */
  toInput?: (values: Values) => TInput;
  /** The record's version for optimistic locking. Default: item.version. */
  getVersion?: (item: TItem) => number | string | undefined;
  /** Where to go after create (default: the list, one route up). */
  listPath?: string;
  /** The starting values of a new record (add mode). */
  empty?: Values;
}

/**
 * Wires a FormShell to a createResource resource: loads the record for edit/view/clone/preview, creates or
 * updates (sending its version), goes to the list after create and stays after update, and offers
 * the 409 reload. `<FormShell schema={schema} {...form.formProps}>`.
 */
export function useEntityForm<TItem, TInput>(resource: Resource<TItem, TInput>, options: EntityFormOptions<TItem, TInput>) {
  const { mode, id } = options;
  const needsRecord = mode !== 'add';
  const record = resource.useOne(needsRecord ? id : undefined);
  const create = resource.useCreate();
  const update = resource.useUpdate();
  const reload = resource.useReload();
  const { toValues, toInput, getVersion } = options;

  const { empty } = options;
  const initialValues = useMemo(() => {
    if (!needsRecord) return empty;
    if (record.data === undefined) return undefined;
    const values = toValues ? toValues(record.data) : (record.data as unknown as Values);
    return mode === 'clone' ? cloneValues(values) : values;
    // toValues is a mapping the caller defines once; the record is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record.data, mode, needsRecord, empty]);

  const onSubmit = useCallback(
    async (values: unknown) => {
      const body = toInput ? toInput(values as Values) : (values as TInput);
      if (mode === 'edit' && id !== undefined) {
        const current = record.data;
        const version = current === undefined ? undefined : getVersion ? getVersion(current) : (current as { version?: number | string }).version;
        return update.mutateAsync({ id, values: body, version });
      }
      return create.mutateAsync(body);
    },
    [toInput, mode, id, record.data, getVersion, update, create],
  );

  // Edit and view (preview) screens show the record's History; on edit, an earlier version can be restored.
  const current = record.data;
  const history = useMemo((): FormHistory | undefined => {
    if (id === undefined || (mode !== 'edit' && mode !== 'view' && mode !== 'preview')) return undefined;
    const valuesAt =
      mode === 'edit' && current !== undefined
        ? (entries: readonly HistoryEntry[], entryId: string) => {
            const rebuilt = recordAsOf(current as unknown as Values, entries, entryId);
            return rebuilt && (toValues ? toValues(rebuilt as TItem) : rebuilt);
          }
        : undefined;
    return { module: String(resource.keys.all[0]), id, detailKey: resource.keys.detail(id), valuesAt };
    // toValues: as above, defined once by the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, mode, current, resource]);

  // What "Add to campaign…" needs: the module (the resource's key), the record and its version, the request body.
  const campaign = useMemo((): FormCampaign => {
    const version = current === undefined ? undefined : getVersion ? getVersion(current) : (current as { version?: number | string }).version;
    return { module: String(resource.keys.all[0]), recordId: mode === 'edit' ? id : undefined, version, toBody: toInput };
  }, [resource, mode, id, current, getVersion, toInput]);

  // Live: who else is on the record, and its versions saved elsewhere.
  const live = useFormLive(resource, { mode, id, current, toValues, getVersion });

  return {
    record,
    /** True while the record a form needs is loading: show a skeleton instead of an empty form. */
    loading: needsRecord && record.isPending,
    formProps: {
      mode,
      initialValues,
      onSubmit,
      onReload: id === undefined ? undefined : () => reload(id),
      successTo: mode === 'add' || mode === 'clone' ? options.listPath ?? '..' : undefined,
      history,
      live,
      campaign,
    },
  };
}

