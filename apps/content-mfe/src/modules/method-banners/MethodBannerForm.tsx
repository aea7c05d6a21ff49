import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { FormShell, SelectInput, SwitchInput, TextInput, useEntityForm } from '@backoffice/ui';
import { BANNER_METHODS, BANNER_SLOTS, methodBannerSchema, type MethodBanner, type MethodBannerKind } from '@backoffice/modules-content';
import { bannerResource, KIND_TITLE } from './kinds';
import { BannerImageField } from './BannerImageField';

type Mode = 'add' | 'edit' | 'preview';

/** /{registration|verification}/create, edit/{id} and preview/{id} (read-only): a method's banner images. */
export function MethodBannerForm({ kind, mode }: { kind: MethodBannerKind; mode: Mode }) {
  const { id } = useParams();
  const empty = { kind, method: '', name: '', isActive: true, images: {} };
  const form = useEntityForm(bannerResource(kind), { mode, id, empty, toValues: (b: MethodBanner) => ({ kind: b.kind, method: b.method, name: b.name, isActive: b.isActive, images: b.images }) });
  if (form.loading) return <Skeleton variant="rounded" height={520} aria-label="Loading banner" />;
  const title = KIND_TITLE[kind];
  return (
    <Paper sx={{ p: 3, maxWidth: 960 }}>
      <FormShell
        schema={methodBannerSchema}
        {...form.formProps}
        title={mode === 'add' ? `Create ${title} Banner` : mode === 'edit' ? `Edit ${title} Banner` : `${title} Banner`}
        submitLabel={mode === 'add' ? 'Create' : 'Update'}
      >
        <TextInput name="name" required />
        <SelectInput name="method" required options={BANNER_METHODS[kind]} />
        <SwitchInput name="isActive" />
        {BANNER_SLOTS[kind].map((slot) => (
          <BannerImageField key={slot.key} slot={slot} />
        ))}
      </FormShell>
    </Paper>
  );
}
