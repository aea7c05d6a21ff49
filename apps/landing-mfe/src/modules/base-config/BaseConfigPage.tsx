import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as v from 'valibot';
import { FILE_FOLDERS, formatDateTime } from '@backoffice/validation';
import { landingBaseConfigModule, landingBaseConfigSchema } from '@backoffice/modules-landing';
import { FormShell, IMAGE_SIZES, ImageUploadField, TextInput, useModuleCan } from '@backoffice/ui';
import { useBaseConfig, useSaveBaseConfig } from './api';

const schema = v.object({ config: landingBaseConfigSchema });

/**
 * /landing-pages-base-config: the defaults of every landing page (the route itself is guarded by the shell).
 * Without landing.update it is read-only: no control that changes anything.
 */
export function BaseConfigPage() {
  const record = useBaseConfig();
  const save = useSaveBaseConfig();
  const canSave = useModuleCan('update', landingBaseConfigModule);
  if (record.isPending) return <Skeleton variant="rounded" height={420} sx={{ m: 2 }} aria-label="Loading base config" />;
  if (record.isError) return <Alert severity="error" sx={{ m: 2 }}>Unexpected error occurred</Alert>;
  const { config, version, updatedAt } = record.data;

  return (
    <Paper sx={{ p: 3, maxWidth: 960 }}>
      <FormShell
        schema={schema}
        mode={canSave ? 'edit' : 'view'}
        title="Landing Pages Base Config"
        initialValues={{ config }}
        onSubmit={(values) => save.mutateAsync({ config: values.config, version })}
        onReload={() => record.refetch()}
        showCancel={false}
        submitLabel="Save"
      >
        <Typography variant="body2" color="text.secondary">
          {updatedAt ? `Last saved ${formatDateTime(updatedAt)}` : 'Showing the built-in defaults: nobody has saved them yet'}
        </Typography>
        <Stack spacing={2}>
          <TextInput name="config.defaultHeadline" required />
          <TextInput name="config.ctaLabel" required />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
            <ImageUploadField name="config.heroDesktopImage" folderName={FILE_FOLDERS.landingHeroDesktop} size={IMAGE_SIZES.landingHeroDesktop} />
            <ImageUploadField name="config.heroMobileImage" folderName={FILE_FOLDERS.landingHeroMobile} size={IMAGE_SIZES.landingHeroMobile} />
          </Box>
          <TextInput name="config.terms" multiline minRows={3} />
          <TextInput name="config.disclaimer" required multiline minRows={2} />
          <TextInput name="config.themeColor" helperText="#RRGGBB" />
        </Stack>
      </FormShell>
    </Paper>
  );
}
