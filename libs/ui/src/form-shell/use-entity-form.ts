import { useCallback, useEffect, useMemo, useState } from 'react';
import { MutationObserver, useQueryClient, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import type { FormMode } from '@backoffice/auth';
import type { Resource } from '@backoffice/api/query';
import type { EntityFormContext } from '../kit-extensions/kit-extensions';
import { useFormFeatures } from '../kit-extensions/use-kit-extensions';

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
  const client = useQueryClient();
  // Run without useMutation: its re-render at each state (saving, saved) rendered the whole module form, every
  // field of it, twice a save; the form shows its saving state itself (final-form's submitting).
  const create = useQuietMutation(client, resource.mutationOptions.create(client));
  const update = useQuietMutation(client, resource.mutationOptions.update(client));
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
        return update({ id, values: body, version });
      }
      return create(body);
    },
    [toInput, mode, id, record.data, getVersion, update, create],
  );

  // What features hand the form: its history, the record live, the link to campaigns (kit-extensions).
  const features = useFormFeatures({ resource: resource as unknown as Resource<unknown, unknown>, mode, id, current: record.data, toValues: toValues as EntityFormContext['toValues'], toInput: toInput as EntityFormContext['toInput'], getVersion: getVersion as EntityFormContext['getVersion'] });

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
      ...features,
    },
  };
}


/**
 * Runs a mutation as useMutation does (in the mutation cache, with its options' and the cache's callbacks) but
 * subscribes the component to none of its states. The latest options are used; the runner stays the same.
 */
function useQuietMutation<TData, TVariables>(client: QueryClient, options: MutationOptions<TData, Error, TVariables>): (variables: TVariables) => Promise<TData> {
  const [observer] = useState(() => new MutationObserver<TData, Error, TVariables>(client, options));
  useEffect(() => observer.setOptions(options));
  return useCallback((variables: TVariables) => observer.mutate(variables), [observer]);
}
