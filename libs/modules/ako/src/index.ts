// The AKO team's module: the coupon generator's menu entry and route; the build describes `remoteModules` in
// ako-mfe's manifest.
import { defineModule, type ModuleDefinition } from '@backoffice/validation';

export const akoGeneratorModule = defineModule({
  name: 'ako-generator',
  item: 'Coupon',
  menu: { label: 'Ako Generator', group: 'main', order: 20 },
  access: 'signed-in',
  remote: { app: 'ako', expose: 'AkoGenerator', file: 'ako-generator/index.tsx' },
});

/** The modules ako-mfe renders. */
export const remoteModules: readonly ModuleDefinition[] = [akoGeneratorModule];
