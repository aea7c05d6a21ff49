// A route's numeric `:id`: digits only (at most 9, an int4), as a number; anything else is a 400 naming the id.
import * as v from 'valibot';
import { messages } from '@backoffice/validation';

export const idParam = v.pipe(v.string(), v.regex(/^\d{1,9}$/, messages.invalid('id')), v.transform(Number));

export const idParams = v.strictObject({ id: idParam });
