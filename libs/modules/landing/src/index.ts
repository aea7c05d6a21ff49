// The landing team's modules: definitions and schemas of landing pages and their base config, imported by
// landing-mfe (bundled into it, never shared) and by the API; the build describes `remoteModules` in its manifest.
import type { ModuleDefinition } from '@backoffice/validation';
import { landingBaseConfigModule, landingPagesModule } from './landing-pages';

export * from './landing-page';
export * from './landing-pages';

/** The modules landing-mfe renders, in menu order. */
export const remoteModules: readonly ModuleDefinition[] = [landingPagesModule, landingBaseConfigModule];
