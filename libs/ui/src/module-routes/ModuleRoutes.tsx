import { Suspense, type ComponentType, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Navigate, Route, Routes } from 'react-router';
import { anyOf, RequireAccess } from '@backoffice/auth';
import { modulePermissions, type FormMode, type ModuleDefinition, type ModuleUse } from '@backoffice/validation';
import { ModuleContext, useModuleCan } from './module-context';

export interface ModuleRoutesProps<M extends FormMode = FormMode> {
  /** The module's definition: its `forms` name the form routes, its `pages` the other screens, `access` their guards. */
  module: ModuleDefinition;
  list: ReactNode;
  /** The module's form (usually `lazy`, so its pickers load with the first form route, not with the list). */
  form?: ComponentType<{ mode: M }>;
  /** The elements of the definition's `pages`, by name. */
  pages?: Readonly<Record<string, ReactNode>>;
  /** Routes of the module that are not a list, a form mode or a page of the definition. */
  children?: ReactNode;
}

/** Modes that change the record come first: a route shared by edit and view edits for those who may update. */
const MODE_ORDER: readonly FormMode[] = ['add', 'clone', 'edit', 'view', 'preview'];

/** The form routes of a definition: each route with the modes it opens in (usually one). */
function formRoutes(definition: ModuleDefinition): [string, FormMode[]][] {
  const routes = new Map<string, FormMode[]>();
  for (const mode of MODE_ORDER) {
    const route = definition.forms?.[mode];
    if (route !== undefined) routes.set(route, [...(routes.get(route) ?? []), mode]);
  }
  return [...routes];
}

/** A route shared by several modes opens in the first the user may use (update/{id}: edit, else view). */
function ModeByPermission<M extends FormMode>({ modes, form: Form }: { modes: M[]; form: ComponentType<{ mode: M }> }) {
  const mayFirst = useModuleCan(modes[0]);
  const mode = mayFirst ? modes[0] : modes[modes.length - 1];
  return <Form key={mode} mode={mode} />;
}

/**
 * The exposed entry of a content module: its list, its form routes and pages as its definition names them (each
 * guarded by the permissions of its mode; signed-in-only modules need none), /404 for any other path,
 * and the module's context for everything below (ListPage's links and icons, useModuleCan).
 * @example <ModuleRoutes module={bannersModule} list={<BannerList />} form={BannerForm} />
 */
export function ModuleRoutes<M extends FormMode>({ module, list, form: Form, pages, children }: ModuleRoutesProps<M>) {
  const guard = (uses: readonly ModuleUse[], element: ReactNode) => {
    const needed = modulePermissions(module, ...uses);
    return needed.length > 0 ? <RequireAccess rule={anyOf(...needed)}>{element}</RequireAccess> : element;
  };
  return (
    <ModuleContext.Provider value={module}>
      <Suspense fallback={<LinearProgress aria-label="Loading" />}>
        <Routes>
          <Route index element={list} />
          {Form &&
            formRoutes(module).map(([path, modes]) => (
              // Keyed by path: going from edit to clone of the same record mounts a fresh form.
              <Route
                key={path}
                path={path}
                element={guard(modes, modes.length === 1 ? <Form key={path} mode={modes[0] as M} /> : <ModeByPermission key={path} modes={modes as M[]} form={Form} />)}
              />
            ))}
          {Object.entries(module.pages ?? {}).map(([name, page]) =>
            pages?.[name] === undefined ? null : <Route key={name} path={page.path} element={guard(page.needs, pages[name])} />,
          )}
          {children}
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Routes>
      </Suspense>
    </ModuleContext.Provider>
  );
}
