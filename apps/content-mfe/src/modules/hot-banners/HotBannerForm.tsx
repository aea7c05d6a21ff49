import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { FormShell, IMAGE_SIZES, ImageUploadField, SwitchInput, TextInput, useEntityForm } from '@backoffice/ui';
import { DateTimeField } from '@backoffice/ui/date-time';
import { moduleResource } from '@backoffice/api/query';
import { FILE_FOLDERS } from '@backoffice/validation';
import { hotBannerSchema, hotBannersModule, type HotBanner, type HotBannerInput } from '@backoffice/modules-content';

type Mode = 'add' | 'edit' | 'clone' | 'view';
const TITLES: Record<Mode, string> = { add: 'Create Hot Banner', edit: 'Edit Hot Banner', clone: 'Clone Hot Banner', view: 'Hot Banner' };
const empty = {
  bannerName: '', pl_title: '', pl_subTitle: '', pl_link: '', eventGameId: '', dateFrom: null, dateTill: null, sortOrder: 0,
  isActive: true, pl_imageUrl: '', pl_mobileImageUrl: '', pl_imageAltText: '',
};

/** /hotbanner/add, edit/{id}, clone/{id} (a new record from a copy) and view/{id} (read-only). */
export function HotBannerForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(moduleResource<HotBanner, HotBannerInput>(hotBannersModule), { mode, id, empty });
  if (form.loading) return <Skeleton variant="rounded" height={420} aria-label="Loading hot banner" />;
  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      <FormShell schema={hotBannerSchema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'edit' ? 'Update' : 'Create'}>
        <TextInput name="bannerName" required />
        <TextInput name="pl_title" />
        <TextInput name="pl_subTitle" />
        <TextInput name="pl_link" helperText="Required unless an event game is set: a path of the site (/promocje/…) or a full link" />
        <TextInput name="eventGameId" inputMode="numeric" helperText="The banner opens this game's bets instead of a link" />
        <ImageUploadField name="pl_imageUrl" folderName={FILE_FOLDERS.hotBanners} size={IMAGE_SIZES.banner} />
        <ImageUploadField name="pl_mobileImageUrl" folderName={FILE_FOLDERS.hotBanners} size={IMAGE_SIZES.mobileBanner} />
        <TextInput name="pl_imageAltText" helperText="Required when an image is set" />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <DateTimeField name="dateFrom" minuteStep={30} />
          <DateTimeField name="dateTill" minuteStep={30} />
        </Box>
        <TextInput name="sortOrder" type="number" inputMode="numeric" required />
        <SwitchInput name="isActive" />
      </FormShell>
    </Paper>
  );
}
