// Fastify's validation step runs the valibot schema each route declared in its docSchema: a failure is the usual
// 400 `{ message: 'Validation failed', errorMessages }` before the handler runs, and the handler gets the parsed
// output (numbers from digit strings, trimmed texts). A part documented without a schema to check it passes as it came.
import type { FastifyInstance } from 'fastify';
import { checkerOf } from './doc-schema';
import { check } from '../http/validate';

export function registerValidatorCompiler(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    const checker = checkerOf(schema);
    if (!checker) return (value) => ({ value });
    // Fastify hands a missing body over as null; the schemas say "no body" with undefined.
    return (value) => check(checker, value === null ? undefined : value);
  });
}
