// GET /api/public/landing/:linkCode — what the site asks for a landing page URL:
// a published page answers with its config merged over the base config; anything else sends the visitor to registration.
import * as v from 'valibot';
import { LINK_CODE_PATTERN } from '@backoffice/modules-landing';
import { docSchema, named , type RoutesApp } from '../../core/doc-schema';
import { readBaseConfig } from './base-config-routes';
import { toLandingPage, PAGE_COLUMNS } from './repository';

const DEFAULT_REGISTRATION_URL = 'https://www.example.pl/rejestracja';

/** The registration page an unpublished or deleted landing page redirects to (env REGISTRATION_URL). */
export function registrationUrl(): string {
  return process.env.REGISTRATION_URL || DEFAULT_REGISTRATION_URL;
}

// Docs only: the page as the public site renders it (the base config fills what the page leaves empty).
const maybeText = { type: ['string', 'null'] };
const publicLandingDoc = named('PublicLandingPage', {
  type: 'object',
  required: ['id', 'linkCode', 'hero', 'carousel', 'seo'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    linkCode: { type: 'string' },
    partner: maybeText,
    promoCode: maybeText,
    promotion: { type: ['object', 'null'], description: 'The permanent promotion shown' },
    hero: { type: 'object', properties: { headline: maybeText, subheadline: maybeText, ctaLabel: maybeText, desktopImage: maybeText, mobileImage: maybeText } },
    carousel: { type: ['array', 'object', 'null'], description: 'The carousel of the page' },
    terms: maybeText,
    seo: { type: ['object', 'null'] },
    disclaimer: maybeText,
    themeColor: maybeText,
  },
});

/** Docs only: the route reads the code itself, since any code that is not a live page redirects (never a 400). */
const publicPageDoc = (() => {
  const schema = docSchema({ operationId: 'getPublicLandingPage', tags: ['public'], summary: 'A published landing page for the site by its link code (302 to registration otherwise)', params: v.object({ linkCode: v.string() }), data: publicLandingDoc });
  const response = { ...(schema.response as Record<string, unknown>), 302: { description: 'Not a published page: to the registration page (Location)', type: 'null' } };
  // No 404 here: an unknown or malformed code is a redirect (400 only for an address that is not valid URL encoding).
  return { ...schema, response };
})();

export default async function landingPublicRoutes(app: RoutesApp): Promise<void> {
  app.get<{ Params: { linkCode: string } }>(
    '/public/landing/:linkCode',
    { config: { access: 'public' }, schema: publicPageDoc },
    async (request, reply) => {
      const linkCode = request.params.linkCode;
      // A code no page can have (NUL, markup, overlong) is an unknown page: the visitor goes to registration.
      if (linkCode.length > 64 || !LINK_CODE_PATTERN.test(linkCode.toLowerCase())) return reply.header('cache-control', 'no-store').redirect(registrationUrl(), 302);
      const { rows } = await app.db.query<Parameters<typeof toLandingPage>[0]>(
        `SELECT ${PAGE_COLUMNS} FROM landing_pages
         WHERE lower(link_code) = lower($1) AND status = 'published' AND deleted_at IS NULL`,
        [linkCode],
      );
      // Never cached: unpublishing must take effect at once for the next visitor.
      reply.header('cache-control', 'no-store');
      if (!rows[0]) return reply.redirect(registrationUrl(), 302);
      const page = toLandingPage(rows[0]);
      const base = (await readBaseConfig(app.db)).config;
      const { hero } = page.config;
      return {
        data: {
          id: page.id,
          linkCode: page.config.affiliateLink.link_code,
          partner: page.config.affiliateLink.username,
          promoCode: page.config.affiliateLink.promo_code,
          promotion: page.config.permanentPromotion,
          hero: {
            headline: hero.headline || base.defaultHeadline,
            subheadline: hero.subheadline,
            ctaLabel: hero.ctaLabel || base.ctaLabel,
            desktopImage: hero.desktopImage ?? base.heroDesktopImage,
            mobileImage: hero.mobileImage ?? base.heroMobileImage,
          },
          carousel: page.config.carousel,
          terms: page.config.terms || base.terms,
          seo: page.config.seo,
          disclaimer: base.disclaimer,
          themeColor: base.themeColor,
        },
      };
    },
  );
}
