import type { FastifyInstance } from 'fastify';
export default async function rolesRoutes(_app: FastifyInstance): Promise<void> {}
