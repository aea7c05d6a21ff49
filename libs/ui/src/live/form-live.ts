import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FormMode } from '@backoffice/auth';
import type { Resource } from '@backoffice/api/query';

type Values = Record<string, unknown>;
type Version = number | string | undefined;

/** The record version now saved, as the form would load it. */
export interface LatestRecord {
  values: Values;
  /** Makes it the form's base: its version is what Save sends from now on. */
  accept: () => void;
}

/** What a form needs to be live: which record, at which version, and how to read the newer one. */
export interface FormLive {
  module: string;
  id: string | number;
  /** The version the form holds. */
  version: Version;
  fetchLatest: () => Promise<LatestRecord>;
  /** Loads the saved version into an untouched form. */
  refresh: () => unknown;
}

interface FormLiveOptions<TItem> {
  mode: FormMode;
  id?: string | number;
  current: TItem | undefined;
  toValues?: (item: TItem) => Values;
  getVersion?: (item: TItem) => Version;
}

const versionOf = <TItem,>(item: TItem, getVersion?: (item: TItem) => Version): Version =>
  getVersion ? getVersion(item) : (item as { version?: Version }).version;

/** The live part of useEntityForm: records shown on edit and view screens are live; new ones (add, clone) are not. */
export function useFormLive<TItem, TInput>(resource: Resource<TItem, TInput>, options: FormLiveOptions<TItem>): FormLive | undefined {
  const client = useQueryClient();
  const { mode, id, current, toValues, getVersion } = options;
  return useMemo(() => {
    if (id === undefined || current === undefined || (mode !== 'edit' && mode !== 'view' && mode !== 'preview')) return undefined;
    const detailKey = resource.keys.detail(id);
    return {
      module: String(resource.keys.all[0]),
      id,
      version: versionOf(current, getVersion),
      fetchLatest: async () => {
        const item = await resource.fetchOne(id);
        return { values: toValues ? toValues(item) : (item as Values), accept: () => client.setQueryData(detailKey, item) };
      },
      refresh: () => client.invalidateQueries({ queryKey: detailKey }),
    };
    // toValues and getVersion are mappings the caller defines once; the record is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, resource, mode, id, current]);
}
