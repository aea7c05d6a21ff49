export * from './define-module';
export * from './module-uses';
export * from './module-description';
export * from './module-directory';
