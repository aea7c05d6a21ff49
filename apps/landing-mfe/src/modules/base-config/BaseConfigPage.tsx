import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form } from 'react-final-form';
import * as v from 'valibot';
import { useCan } from '@backoffice/auth';
import { FILE_FOLDERS, landingBaseConfigSchema, toFinalFormValidate, type LandingBaseConfig } from '@backoffice/validation';
import { IMAGE_SIZES, ImageUploadField, UnsavedChangesGuard } from '@backoffice/ui';
import { FormText } from '../../form-parts/FormText';
import { toSubmitErrors } from '../../form-parts/submit-errors';
import { useBaseConfig, useSaveBaseConfig } from './api';

const validate = toFinalFormValidate(v.object({ config: landingBaseConfigSchema }));

/** /landing-pages-base-config: the defaults of every landing page (the route itself is guarded by the shell). */
export function BaseConfigPage() {
  const record = useBaseConfig();
  const save = useSaveBaseConfig();
  const canSave = useCan('landing.update');
  if (record.isPending) return <CircularProgress aria-label="Loading base config" sx={{ m: 4 }} />;
  if (record.isError) return <Alert severity="error" sx={{ m: 2 }}>Unexpected error occurred</Alert>;
  const { config, version, updatedAt } = record.data;

  const submit = async (values: { config: LandingBaseConfig }) => {
    try {
      await save.mutateAsync({ config: values.config, version });
      return undefined;
    } catch (error) {
      return toSubmitErrors(error);
    }
  };

  return (
    <Form<{ config: LandingBaseConfig }> onSubmit={submit} initialValues={{ config }} validate={validate}>
      {({ handleSubmit, submitting, submitError, pristine }) => (
        <Paper component="form" noValidate onSubmit={handleSubmit} sx={{ p: 3, m: 2, maxWidth: 960 }} aria-label="Landing Pages Base Config">
          <UnsavedChangesGuard />
          <Typography variant="h5" component="h1">
            Landing Pages Base Config
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {updatedAt ? `Last saved ${new Date(updatedAt).toLocaleString('en-GB')}` : 'Defaults: not saved yet'}
          </Typography>
          <Stack spacing={2}>
            <FormText name="config.defaultHeadline" label="Default headline" required disabled={!canSave} />
            <FormText name="config.ctaLabel" label="Button label" required disabled={!canSave} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
              <ImageUploadField name="config.heroDesktopImage" label="Default hero desktop image" folderName={FILE_FOLDERS.landingHeroDesktop} size={IMAGE_SIZES.landingHeroDesktop} />
              <ImageUploadField name="config.heroMobileImage" label="Default hero mobile image" folderName={FILE_FOLDERS.landingHeroMobile} size={IMAGE_SIZES.landingHeroMobile} />
            </Box>
            <FormText name="config.terms" label="Default terms" multiline minRows={3} disabled={!canSave} />
            <FormText name="config.disclaimer" label="Responsible gambling disclaimer" required multiline minRows={2} disabled={!canSave} />
            <FormText name="config.themeColor" label="Theme colour" helperText="#RRGGBB" disabled={!canSave} />
          </Stack>
          {submitError && <Alert severity="error" sx={{ mt: 2 }}>{String(submitError)}</Alert>}
          {canSave && (
            <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" disabled={submitting || pristine} startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
                Save
              </Button>
            </Stack>
          )}
        </Paper>
      )}
    </Form>
  );
}
