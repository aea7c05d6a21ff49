// Public face of @backoffice/auth: session store, permission rules, guards.
export {};
