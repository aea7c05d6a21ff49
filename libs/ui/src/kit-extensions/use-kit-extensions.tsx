// The kit's side of its extension points: the list page and the form shell call these, never a feature.
import { Fragment } from 'react';
import type { RowActionsConfig } from '../list-page/types';
import { kitExtensions, type EntityFormContext, type FormFeatures, type FormSlotProps, type ListRowsContext, type ListRowsView, type RowActionsContext } from './kit-extensions';

/** The list's row actions with what each feature adds. */
export function useExtendedRowActions<T>(actions: RowActionsConfig<T> | undefined, context: RowActionsContext<T>): RowActionsConfig<T> | undefined {
  let result = actions;
  for (const extension of kitExtensions()) if (extension.useRowActions) result = extension.useRowActions(result, context);
  return result;
}

/** The list's rows: as they arrive, or as the feature that takes them over shows them. */
export function useListRows<T>(context: ListRowsContext<T>): ListRowsView<T> {
  const owner = kitExtensions().find((extension) => extension.useListRows);
  return owner?.useListRows ? owner.useListRows(context) : { rows: context.data?.items };
}

/** What every feature hands a record form. */
export function useFormFeatures(context: EntityFormContext): Partial<FormFeatures> {
  let features: Partial<FormFeatures> = {};
  for (const extension of kitExtensions()) if (extension.useFormFeatures) features = { ...features, ...extension.useFormFeatures(context) };
  return features;
}

/** Renders what the features put into one slot of the form. */
export function FormSlot({ slot, ...props }: FormSlotProps & { slot: 'FormBanner' | 'FormAction' | 'FormAfter' }) {
  return (
    <>
      {kitExtensions().map((extension) => {
        const Part = extension[slot];
        return Part ? <Fragment key={extension.name}><Part {...props} /></Fragment> : null;
      })}
    </>
  );
}
