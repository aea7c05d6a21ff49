// Public face of @backoffice/ui: MUI building blocks shared by the shell and every remote.
export {};
