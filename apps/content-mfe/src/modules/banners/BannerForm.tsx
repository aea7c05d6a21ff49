import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { useField } from 'react-final-form';
import { FormShell, IMAGE_SIZES, ImageUploadField, SwitchInput, TextInput, useEntityForm } from '@backoffice/ui';
import { DateTimeField } from '@backoffice/ui/date-time';
import { moduleResource } from '@backoffice/api/query';
import { FILE_FOLDERS } from '@backoffice/validation';
import { bannerSchema, bannersModule, type Banner, type BannerInput } from '@backoffice/modules-content';

type Mode = 'add' | 'edit' | 'view';
const TITLES: Record<Mode, string> = { add: 'Create Banner', edit: 'Edit Banner', view: 'Banner' };
const empty = {
  subBannerName: '', pl_title: '', pl_imageAltText: '', subTitle: '', pl_link: '', forNonLogged: false, newBanner: false,
  dateFrom: null, dateTill: null, sortOrder: 0, pl_imageUrl: '',
};

/** The sub banner's 189x127 image, or the new banner's 720x440 in its own folder when "New banner" is on. */
function BannerImage() {
  const { input } = useField<boolean>('newBanner', { subscription: { value: true } });
  return input.value ? (
    <ImageUploadField key="new" name="pl_imageUrl" folderName={FILE_FOLDERS.newBanners} size={IMAGE_SIZES.newBanner} />
  ) : (
    <ImageUploadField key="sub" name="pl_imageUrl" folderName={FILE_FOLDERS.subBanners} size={IMAGE_SIZES.subBanner} />
  );
}

/** /banners/add, edit/{id} and view/{id} (read-only). */
export function BannerForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(moduleResource<Banner, BannerInput>(bannersModule), { mode, id, empty });
  if (form.loading) return <Skeleton variant="rounded" height={420} aria-label="Loading banner" />;
  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      <FormShell schema={bannerSchema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'add' ? 'Create' : 'Update'}>
        <TextInput name="subBannerName" required />
        <TextInput name="pl_title" />
        <TextInput name="subTitle" />
        <TextInput name="pl_link" required helperText="A path of the site (/promocje/…) or a full link" />
        <SwitchInput name="forNonLogged" />
        <SwitchInput name="newBanner" />
        <BannerImage />
        <TextInput name="pl_imageAltText" required />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <DateTimeField name="dateFrom" minuteStep={30} />
          <DateTimeField name="dateTill" minuteStep={30} />
        </Box>
        <TextInput name="sortOrder" type="number" inputMode="numeric" required />
      </FormShell>
    </Paper>
  );
}
