import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { promoCodesModule } from '@backoffice/modules-content';
import { PromoCodeList } from './PromoCodeList';

// The form (and its date pickers) loads when a form route is opened, not with the list.
const PromoCodeForm = lazy(() => import('./PromoCodeForm').then((m) => ({ default: m.PromoCodeForm })));

/** Exposed entry of the module: every route below /promo-code (the spec: add, edit/{id}, view/{id}). */
export default function PromoCodes() {
  return <ModuleRoutes module={promoCodesModule} list={<PromoCodeList />} form={PromoCodeForm} />;
}
