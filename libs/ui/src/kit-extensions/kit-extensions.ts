// The kit's extension points. The list page and the form shell know slots, not features: a feature (campaigns,
// live editing, history) registers once, when the library loads (index.ts), what it adds to every list and form,
// and the kit runs whatever is registered. The registry is complete before the first render, so its hooks run in
// the same order on every render.
import type { ComponentType, ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { FormMode } from '@backoffice/auth';
import type { ListPage, Resource } from '@backoffice/api/query';
import type { RowActionsConfig } from '../list-page/types';

type Id = string | number;
type Values = Record<string, unknown>;

/** The list a feature adds row actions to. */
export interface RowActionsContext<T> {
  /** The module's name (the resource's key root). */
  module: string;
  getRowId: (row: T) => Id;
  rowLabel: (row: T) => string;
}

/** The list whose arriving rows a feature may take over. */
export interface ListRowsContext<T> {
  /** The module's name; none when the list is not a module's. */
  module: string | undefined;
  /** The shown page's query key. */
  queryKey: QueryKey | undefined;
  data: ListPage<T> | undefined;
  getRowId: (row: T) => Id;
}

/** Rows marked for the eye: changed a moment ago, or gone from the fresh list while still shown. */
export interface RowMarks {
  changed: ReadonlySet<Id>;
  removed: ReadonlySet<Id>;
}

export interface ListRowsView<T> {
  rows: readonly T[] | undefined;
  marks?: RowMarks;
  /** Shown between the toolbar and the table. */
  banner?: ReactNode;
  /** The current refresh is the feature's own: the list shows no progress bar for it (as of the list's last render). */
  quietRefresh?: boolean;
  /**
   * Is the refresh under way the feature's own (no progress bar)? Asked when the fetching state changes: the list
   * itself does not render again for a refresh that brings the same rows.
   */
  isQuietRefresh?: () => boolean;
}

/**
 * What features hand a form (useEntityForm gathers them, FormShell passes them to the slots). Empty here: each
 * feature adds its own field by declaration merging (`declare module` … `interface FormFeatures { live?: … }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FormFeatures {}

/** The record form a feature's useFormFeatures reads (useEntityForm's). */
export interface EntityFormContext {
  resource: Resource<unknown, unknown>;
  mode: FormMode;
  id: Id | undefined;
  /** The loaded record (edit, view, clone, preview). */
  current: unknown;
  toValues?: (item: never) => Values;
  toInput?: (values: Values) => unknown;
  getVersion?: (item: never) => number | string | undefined;
}

/** What a form slot renders with. */
export interface FormSlotProps {
  schema: v.GenericSchema<unknown, unknown>;
  /** The mode shown (a soft lock's "View" shows an edit screen read-only). */
  mode: FormMode;
  /** The mode the screen was opened in. */
  openedMode: FormMode;
  readOnly: boolean;
  /** The form offers Submit. */
  submits: boolean;
  /** Shows the record read-only until the user chooses to edit (a soft lock's "View"). */
  viewing: boolean;
  onViewing: (viewing: boolean) => void;
  features: Partial<FormFeatures>;
  /** Saves whole values through the form's own save (checked by its schema; what was emptied sent as null). */
  saveValues?: (values: Values) => Promise<void>;
}

export interface KitExtension {
  name: string;
  /** Adds to the list's row actions (a hook). */
  useRowActions?: <T>(actions: RowActionsConfig<T> | undefined, context: RowActionsContext<T>) => RowActionsConfig<T> | undefined;
  /** Takes over the list's arriving rows (a hook); at most one extension does. */
  useListRows?: <T>(context: ListRowsContext<T>) => ListRowsView<T>;
  /** Adds its field to the record forms of useEntityForm (a hook). */
  useFormFeatures?: (context: EntityFormContext) => Partial<FormFeatures>;
  /** Under the form's title. */
  FormBanner?: ComponentType<FormSlotProps>;
  /** In the form's action bar, before Submit. */
  FormAction?: ComponentType<FormSlotProps>;
  /** Below the form. */
  FormAfter?: ComponentType<FormSlotProps>;
}

const registered: KitExtension[] = [];

/** Registers a feature with every list and form (once per name). */
export function extendKit(extension: KitExtension): void {
  if (registered.some((e) => e.name === extension.name)) return;
  if (extension.useListRows && registered.some((e) => e.useListRows)) throw new Error(`${extension.name}: another extension already takes over the list's rows`);
  registered.push(extension);
}

export const kitExtensions = (): readonly KitExtension[] => registered;
