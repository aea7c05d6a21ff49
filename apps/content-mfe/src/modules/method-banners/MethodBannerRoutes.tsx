import { lazy, type ReactElement } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import type { MethodBannerKind } from '@backoffice/modules-content';
import { MethodBannerList } from './MethodBannerList';
import { MODULE_OF } from './kinds';

const MethodBannerForm = lazy(() => import('./MethodBannerForm').then((m) => ({ default: m.MethodBannerForm })));
type FormProps = { mode: 'add' | 'edit' | 'preview' };
/** Each kind's form, made once (a component made per render would remount the form). */
const FORM_OF: Record<MethodBannerKind, (props: FormProps) => ReactElement> = {
  registration: (props) => <MethodBannerForm kind="registration" {...props} />,
  verification: (props) => <MethodBannerForm kind="verification" {...props} />,
};

/** Every route below /registration or /verification, as its definition names them (signed-in only). */
export function MethodBannerRoutes({ kind }: { kind: MethodBannerKind }) {
  return <ModuleRoutes module={MODULE_OF[kind]} list={<MethodBannerList kind={kind} />} form={FORM_OF[kind]} />;
}
