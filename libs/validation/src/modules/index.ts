export * from './define-module';
export * from './catalog';
export * from './landing-pages';
export * from './admin';
export * from './module-uses';
export * from './module-description';
