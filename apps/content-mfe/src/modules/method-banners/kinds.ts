import { moduleResource } from '@backoffice/api/query';
import { registrationBannersModule, verificationBannersModule, type MethodBanner, type MethodBannerInput, type MethodBannerKind } from '@backoffice/modules-content';

/** Each menu entry's definition: one API (v1/registration/banners), its own cache key and remembered tab. */
export const MODULE_OF = { registration: registrationBannersModule, verification: verificationBannersModule } as const;

export const KIND_TITLE: Record<MethodBannerKind, string> = { registration: 'Registration', verification: 'Verification' };

export const bannerResource = (kind: MethodBannerKind) => moduleResource<MethodBanner, MethodBannerInput>(MODULE_OF[kind]);
