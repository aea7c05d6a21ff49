// Every module of the server, once: its plugin (routes, hooks, jobs) and the base its routes answer under. app.ts
// registers them in this order after the core (access, docs, metrics, live feed); demo data is a separate step
// (demo/seed-demo.ts), so no plugin depends on another's rows. Resources come from resources.ts, one plugin each.
import type { FastifyInstance } from 'fastify';
import authRoutes from './modules/auth/routes';
import usersRoutes from './modules/users/routes';
import filesRoutes from './modules/files/routes';
import { publicFilesRoutes } from './modules/files/public';
import landingRoutes from './modules/landing/routes';
import sportsbookRoutes from './modules/sportsbook/routes';
import entertainmentRoutes from './modules/entertainments/routes';
import latestConfigRoutes from './modules/latest-config/routes';
import betMatchOverviewRoutes from './modules/bet-match/overview-routes';
import appTranslationRoutes from './modules/app-translations/routes';
import securityRoutes from './modules/security/routes';
import chatRoutes from './modules/chatroom/routes';
import promotionPlayersRoutes from './modules/promotions/players-routes';
import { sitemapPublicRoutes } from './modules/sitemap/public-routes';
import historyRoutes from './modules/history/routes';
import scheduleRoutes from './modules/schedule/routes';
import findRoutes from './modules/schedule/find-routes';
import remotesRoutes from './modules/remotes/routes';
import fieldDataRoutes from './modules/field-data/routes';
import canaryRoutes from './modules/remotes/canary-routes';
import releaseRoutes from './modules/releases/release-routes';
import deployTokenRoutes from './modules/releases/deploy-token-routes';
import campaignRoutes from './modules/campaigns/routes';
import { API_PREFIX, RESOURCES, resourcePlugin } from './resources';

export interface ServerModule {
  name: string;
  plugin: (app: FastifyInstance) => Promise<void>;
  /** '/api/v1' (admin), '/api' (content and public); none for the stored files at /files. */
  prefix?: string;
}

const admin = API_PREFIX.admin;
const content = API_PREFIX.content;

export const SERVER_MODULES: readonly ServerModule[] = [
  { name: 'auth', plugin: authRoutes, prefix: admin },
  { name: 'users', plugin: usersRoutes, prefix: admin },
  { name: 'files', plugin: filesRoutes, prefix: admin },
  { name: 'landing', plugin: landingRoutes, prefix: content },
  { name: 'sportsbook', plugin: sportsbookRoutes, prefix: admin },
  { name: 'entertainments', plugin: entertainmentRoutes, prefix: admin },
  { name: 'latest-config', plugin: latestConfigRoutes, prefix: admin },
  { name: 'bet-match overview', plugin: betMatchOverviewRoutes, prefix: admin },
  { name: 'app-translations', plugin: appTranslationRoutes, prefix: admin },
  { name: 'security', plugin: securityRoutes, prefix: admin },
  // The chat service: its public post under /api/chat, its moderation under /api/v1/chat.
  { name: 'chatroom', plugin: chatRoutes, prefix: content },
  ...RESOURCES.map((resource) => ({ name: resource.module.name, plugin: resourcePlugin(resource), prefix: API_PREFIX[resource.module.api.base] })),
  { name: 'promotion players', plugin: promotionPlayersRoutes, prefix: admin },
  { name: 'public sitemap', plugin: sitemapPublicRoutes(), prefix: content },
  { name: 'history', plugin: historyRoutes, prefix: admin },
  { name: 'schedule', plugin: scheduleRoutes, prefix: admin },
  { name: 'find', plugin: findRoutes, prefix: admin },
  { name: 'remotes', plugin: remotesRoutes, prefix: admin },
  { name: 'field data', plugin: fieldDataRoutes, prefix: admin },
  { name: 'canary', plugin: canaryRoutes, prefix: admin },
  { name: 'releases', plugin: releaseRoutes, prefix: admin },
  { name: 'deploy tokens', plugin: deployTokenRoutes, prefix: admin },
  { name: 'campaigns', plugin: campaignRoutes, prefix: admin },
  { name: 'stored files', plugin: publicFilesRoutes },
];
