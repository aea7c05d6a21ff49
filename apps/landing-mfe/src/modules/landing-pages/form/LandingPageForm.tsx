import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import arrayMutators from 'final-form-arrays';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import * as v from 'valibot';
import { IMAGE_SIZES, ImageUploadField, UnsavedChangesGuard } from '@backoffice/ui';
import { FormText } from '../../../form-parts/FormText';
import {
  FILE_FOLDERS,
  landingPageConfigSchema,
  toFinalFormValidate,
  type LandingPageConfigInput,
} from '@backoffice/validation';
import { CarouselSection } from './CarouselSection';
import { PromotionField } from './PromotionField';

export interface LandingFormValues {
  config: LandingPageConfigInput;
}

/** The form validates with the same schema the content API uses. */
const validate = toFinalFormValidate(v.object({ config: landingPageConfigSchema }));

export const emptyLandingValues = (): LandingFormValues => ({
  config: {
    affiliateLink: { username: '', promo_code: '', link_code: '' },
    permanentPromotion: undefined as unknown as LandingPageConfigInput['permanentPromotion'],
    hero: { headline: '', subheadline: '', ctaLabel: '', desktopImage: null, mobileImage: null },
    carousel: [],
    terms: '',
    seo: { title: '', description: '' },
  },
});

interface Props {
  title: string;
  initialValues: LandingFormValues;
  /** Resolves to submission errors (field paths → message) or nothing when saved. */
  onSubmit: (values: LandingFormValues) => Promise<Record<string, unknown> | undefined>;
  onCancel: () => void;
  submitLabel: string;
  /** Shown above the buttons, e.g. the 409 "changed by someone else" notice with its Reload button. */
  notice?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** Add and edit form of a landing page config: affiliate link, promotion, hero, carousel, terms and SEO. */
export function LandingPageForm({ title, initialValues, onSubmit, onCancel, submitLabel, notice }: Props) {
  return (
    <Form<LandingFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validate}
      mutators={{ ...arrayMutators }}
      keepDirtyOnReinitialize
    >
      {({ handleSubmit, submitting, submitError }) => (
        <Paper component="form" noValidate onSubmit={handleSubmit} sx={{ p: 3, m: 2, maxWidth: 960 }} aria-label={title}>
          <UnsavedChangesGuard />
          <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
            {title}
          </Typography>
          <Stack spacing={3} divider={<Divider flexItem />}>
            <Section title="Affiliate link">
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr 1fr' } }}>
                <FormText name="config.affiliateLink.username" label="Partner" required />
                <FormText name="config.affiliateLink.promo_code" label="Promo code" required />
                <FormText name="config.affiliateLink.link_code" label="Link code" required helperText="Lower-case letters, digits and dashes" />
              </Box>
            </Section>
            <Section title="Permanent promotion">
              <PromotionField name="config.permanentPromotion" />
              <FormText name="config.permanentPromotion.landing_page_url" label="Landing page URL" required />
            </Section>
            <Section title="Hero">
              <FormText name="config.hero.headline" label="Headline" required />
              <FormText name="config.hero.subheadline" label="Subheadline" />
              <FormText name="config.hero.ctaLabel" label="Button label" helperText="Empty = the base config's label" />
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
                <ImageUploadField name="config.hero.desktopImage" label="Hero desktop image" folderName={FILE_FOLDERS.landingHeroDesktop} size={IMAGE_SIZES.landingHeroDesktop} />
                <ImageUploadField name="config.hero.mobileImage" label="Hero mobile image" folderName={FILE_FOLDERS.landingHeroMobile} size={IMAGE_SIZES.landingHeroMobile} />
              </Box>
            </Section>
            <Section title="Carousel">
              <CarouselSection />
            </Section>
            <Section title="Terms and SEO">
              <FormText name="config.terms" label="Terms" multiline minRows={3} />
              <FormText name="config.seo.title" label="SEO title" />
              <FormText name="config.seo.description" label="SEO description" multiline minRows={2} />
            </Section>
          </Stack>
          {notice}
          {submitError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {String(submitError)}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={submitting} startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
              {submitLabel}
            </Button>
          </Stack>
        </Paper>
      )}
    </Form>
  );
}
