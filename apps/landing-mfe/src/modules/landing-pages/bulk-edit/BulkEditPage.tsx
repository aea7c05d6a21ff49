import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { IMAGE_SIZES, ImageUploadField, submitFailure, TextInput, UnsavedChangesGuard } from '@backoffice/ui';
import { FILE_FOLDERS } from '@backoffice/validation';
import type { LandingBulkEditResult } from '@backoffice/modules-landing';
import { UNEXPECTED_ERROR, useBulkEditData, useBulkSave } from '../api';
import { PromotionField } from '../form/PromotionField';
import { changedFields, isMixed, toBulkFormValues, type BulkFormValues } from './bulk-changes';

const parseIds = (raw: string | null) =>
  [...new Set((raw ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0))].slice(0, 100);

/** /landing-pages/bulk-edit?ids=1,2,3: one change saved to every selected page; failures are listed per page. */
export function BulkEditPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const ids = useMemo(() => parseIds(search.get('ids')), [search]);
  const data = useBulkEditData(ids);
  const save = useBulkSave();
  const [result, setResult] = useState<LandingBulkEditResult | null>(null);
  const initialValues = useMemo(() => (data.data ? toBulkFormValues(data.data.shared) : undefined), [data.data]);
  const back = () => navigate('..', { relative: 'path' });

  if (ids.length === 0) return <Alert severity="info" sx={{ m: 2 }}>Select landing pages on the list first.</Alert>;
  if (data.isPending) return <CircularProgress aria-label="Loading landing pages" sx={{ m: 4 }} />;
  if (data.isError || !data.data || !initialValues) return <Alert severity="error" sx={{ m: 2 }}>{UNEXPECTED_ERROR}</Alert>;
  const { pages, shared, missing } = data.data;
  const mixed = (path: string) => (isMixed(shared, path) ? 'Mixed values: leave as is to keep each page’s own' : undefined);

  const submit = async (values: BulkFormValues) => {
    const changes = changedFields(initialValues, values);
    if (Object.keys(changes).length === 0) return { [FORM_ERROR]: 'Nothing to change' };
    try {
      const outcome = await save.mutateAsync({ items: pages.map((p) => ({ id: p.id, version: p.version })), changes });
      if (outcome.failed.length === 0) back();
      else setResult(outcome);
      return undefined;
    } catch (error) {
      return submitFailure(error);
    }
  };

  return (
    // Only what the frame shows: each field subscribes to its own state (a full subscription re-rendered every field at
    // each keystroke).
    <Form<BulkFormValues> onSubmit={submit} initialValues={initialValues} subscription={{ submitting: true, submitError: true }}>
      {({ handleSubmit, submitting, submitError }) => (
        <Paper component="form" noValidate onSubmit={handleSubmit} sx={{ p: 3, m: 2, maxWidth: 960 }} aria-label="Bulk edit landing pages">
          <UnsavedChangesGuard />
          <Typography variant="h5" component="h1">
            Bulk edit {pages.length} landing pages
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {pages.map((p) => `#${p.id} ${p.config.affiliateLink.username}`).join(', ')}
          </Typography>
          {missing.length > 0 && <Alert severity="warning" sx={{ mb: 2 }}>Not found or deleted: {missing.map((id) => `#${id}`).join(', ')}</Alert>}
          <Stack spacing={2}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
              <TextInput name="changes.affiliateLink.username" label="Partner" helperText={mixed('affiliateLink.username')} />
              <TextInput name="changes.affiliateLink.promo_code" label="Promo code" helperText={mixed('affiliateLink.promo_code')} />
            </Box>
            <PromotionField name="changes.permanentPromotion" />
            <TextInput name="changes.permanentPromotion.landing_page_url" label="Landing page URL" helperText={mixed('permanentPromotion')} />
            <TextInput name="changes.hero.headline" label="Headline" helperText={mixed('hero.headline')} />
            <TextInput name="changes.hero.subheadline" label="Subheadline" helperText={mixed('hero.subheadline')} />
            <TextInput name="changes.hero.ctaLabel" label="Button label" helperText={mixed('hero.ctaLabel')} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
              <ImageUploadField name="changes.hero.desktopImage" label="Hero desktop image" folderName={FILE_FOLDERS.landingHeroDesktop} size={IMAGE_SIZES.landingHeroDesktop} />
              <ImageUploadField name="changes.hero.mobileImage" label="Hero mobile image" folderName={FILE_FOLDERS.landingHeroMobile} size={IMAGE_SIZES.landingHeroMobile} />
            </Box>
            <TextInput name="changes.terms" label="Terms" multiline minRows={3} helperText={mixed('terms')} />
            <TextInput name="changes.seo.title" label="SEO title" helperText={mixed('seo.title')} />
            <TextInput name="changes.seo.description" label="SEO description" helperText={mixed('seo.description')} />
          </Stack>
          {result && (
            <Alert severity="warning" sx={{ mt: 2 }} role="alert">
              <AlertTitle>
                {result.updated.length} saved, {result.failed.length} failed
              </AlertTitle>
              {result.failed.map((f) => (
                <div key={f.id}>
                  Landing page #{f.id}: {f.message}
                </div>
              ))}
            </Alert>
          )}
          {submitError && <Alert severity="error" sx={{ mt: 2 }}>{String(submitError)}</Alert>}
          <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button onClick={back} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={submitting} startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
              Save all
            </Button>
          </Stack>
        </Paper>
      )}
    </Form>
  );
}
