import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import * as v from 'valibot';
import type { FormMode } from '@backoffice/auth';
import { FormShell, IMAGE_SIZES, ImageUploadField, TextInput, useEntityForm } from '@backoffice/ui';
import { FILE_FOLDERS } from '@backoffice/validation';
import { landingPageConfigSchema, type LandingPage, type LandingPageConfigInput } from '@backoffice/modules-landing';
import { landingPages, UNEXPECTED_ERROR, type LandingPageInput } from '../api';
import { CarouselSection } from './CarouselSection';
import { PromotionField } from './PromotionField';

/** The form validates with the same schema the content API uses. */
const formSchema = v.object({ config: landingPageConfigSchema });

const emptyValues = {
  config: {
    affiliateLink: { username: '', promo_code: '', link_code: '' },
    permanentPromotion: { id: null, name: '' },
    hero: { headline: '', subheadline: '', ctaLabel: '', desktopImage: null, mobileImage: null },
    carousel: [],
    terms: '',
    seo: { title: '', description: '' },
  } as unknown as Partial<LandingPageConfigInput>,
};

const TITLES: Partial<Record<FormMode, string>> = { add: 'Create Landing Page', edit: 'Edit Landing Page', view: 'Landing Page' };

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

/**
 * /landing-pages/add, edit/{id} and view/{id}: the page's config — affiliate link, promotion, hero, carousel,
 * terms and SEO. A new page starts as a draft and the list opens on Draft after it; an edit stays and refetches.
 */
export function LandingPageForm({ mode }: { mode: 'add' | 'edit' | 'view' }) {
  const { id } = useParams();
  const form = useEntityForm<LandingPage, LandingPageInput>(landingPages, {
    mode,
    id,
    toValues: (page) => ({ config: page.config }),
    toInput: (values) => ({ config: (values as { config: LandingPageConfigInput }).config }),
    listPath: '..?tab=draft',
    empty: emptyValues,
  });
  const title = mode === 'add' ? TITLES.add : `${TITLES[mode]} #${id}`;

  if (form.loading) return <Skeleton variant="rounded" height={480} sx={{ m: 2 }} aria-label="Loading landing page" />;
  if (form.record.isError) return <Alert severity="error" sx={{ m: 2 }}>{UNEXPECTED_ERROR}</Alert>;
  if (mode === 'edit' && form.record.data?.deletedAt) {
    return <Alert severity="warning" sx={{ m: 2 }}>This landing page is deleted. Restore it before editing.</Alert>;
  }

  return (
    <Paper sx={{ p: 3, m: { xs: 0, sm: 2 }, maxWidth: 960 }}>
      <FormShell
        schema={formSchema}
        {...form.formProps}
        title={title}
        submitLabel={mode === 'add' ? 'Create' : 'Update'}
      >
        <Stack spacing={3} divider={<Divider flexItem />}>
          <Section title="Affiliate link">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr 1fr' } }}>
              <TextInput name="config.affiliateLink.username" required />
              <TextInput name="config.affiliateLink.promo_code" required />
              <TextInput name="config.affiliateLink.link_code" required helperText="Lower-case letters, digits and dashes" />
            </Box>
          </Section>
          <Section title="Permanent promotion">
            <PromotionField name="config.permanentPromotion" />
            <TextInput name="config.permanentPromotion.landing_page_url" required />
          </Section>
          <Section title="Hero">
            <TextInput name="config.hero.headline" required />
            <TextInput name="config.hero.subheadline" />
            <TextInput name="config.hero.ctaLabel" helperText="Empty = the base config's label" />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
              <ImageUploadField name="config.hero.desktopImage" folderName={FILE_FOLDERS.landingHeroDesktop} size={IMAGE_SIZES.landingHeroDesktop} />
              <ImageUploadField name="config.hero.mobileImage" folderName={FILE_FOLDERS.landingHeroMobile} size={IMAGE_SIZES.landingHeroMobile} />
            </Box>
          </Section>
          <Section title="Carousel">
            <CarouselSection />
          </Section>
          <Section title="Terms and SEO">
            <TextInput name="config.terms" multiline minRows={3} />
            <TextInput name="config.seo.title" />
            <TextInput name="config.seo.description" multiline minRows={2} />
          </Section>
        </Stack>
      </FormShell>
    </Paper>
  );
}
