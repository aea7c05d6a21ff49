import { Suspense, type ComponentType, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Navigate, Route, Routes } from 'react-router';
import { anyOf, RequireAccess, type FormMode } from '@backoffice/auth';
import { modulePermission, type ModuleDefinition } from '@backoffice/validation';

/** Which permissions open a form route of a permission-guarded module (any one of them). */
const MODE_ACTIONS = {
  add: ['create'],
  clone: ['create'],
  edit: ['update'],
  view: ['read', 'update'],
  preview: ['read', 'update'],
} as const satisfies Record<FormMode, readonly ('create' | 'update' | 'read' | 'clone')[]>;

export interface ModuleRoutesProps<M extends FormMode = FormMode> {
  module: Pick<ModuleDefinition, 'access'>;
  list: ReactNode;
  /** The module's form (usually `lazy`, so its pickers load with the first form route, not with the list). */
  form: ComponentType<{ mode: M }>;
  /** Sub-path → form mode, as the spec lists the routes: `{ create: 'add', 'edit/:id': 'edit', 'preview/:id': 'preview' }`. */
  forms: Readonly<Record<string, M>>;
  /** A mode whose permission is not the usual one (hot banners clone with `hotbanners.clone`). */
  permissions?: Partial<Record<M, readonly string[]>>;
  /** Routes of the module that are not a list or a form mode. */
  children?: ReactNode;
}

/**
 * The exposed entry of a content module: its list, its form routes (each guarded by the permission of its mode,
 * spec §6; signed-in-only modules need none) and /404 for any other path below the module.
 * @example <ModuleRoutes module={bannersModule} list={<BannerList />} form={BannerForm} forms={{ add: 'add', 'edit/:id': 'edit', 'view/:id': 'view' }} />
 */
export function ModuleRoutes<M extends FormMode>({ module, list, form: Form, forms, permissions, children }: ModuleRoutesProps<M>) {
  const guard = (mode: M, element: ReactNode) => {
    const needed = permissions?.[mode] ?? MODE_ACTIONS[mode].map((action) => modulePermission(module, action)).filter((p): p is string => Boolean(p));
    return needed.length > 0 ? <RequireAccess rule={anyOf(...needed)}>{element}</RequireAccess> : element;
  };
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading" />}>
      <Routes>
        <Route index element={list} />
        {(Object.entries(forms) as [string, M][]).map(([path, mode]) => (
          // Keyed by path: going from edit to clone of the same record mounts a fresh form.
          <Route key={path} path={path} element={guard(mode, <Form key={path} mode={mode} />)} />
        ))}
        {children}
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
