import { MethodBannerRoutes } from './MethodBannerRoutes';

/** Exposed entry of /registration: the registration method banners. */
export default function RegistrationBanners() {
  return <MethodBannerRoutes kind="registration" />;
}
