// Public face of @backoffice/validation: message templates, schema helpers, entity schemas, permission catalogue.
export {};
