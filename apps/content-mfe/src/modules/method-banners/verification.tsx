import { MethodBannerRoutes } from './MethodBannerRoutes';

/** Exposed entry of /verification: the verification method banners. */
export default function VerificationBanners() {
  return <MethodBannerRoutes kind="verification" />;
}
