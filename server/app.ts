import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AppDeps } from './context';
import { errorsPlugin } from './plugins/errors';
import { authPlugin } from './plugins/auth';
import { requestShapePlugin } from './plugins/request-shape';
import { openApiPlugin } from './plugins/openapi';
import { listCachePlugin } from './http/list-cache';
import { companyReferencesPlugin } from './http/company-references';
import { securityHeadersPlugin } from './plugins/security-headers';
import { authRoutes } from './modules/auth/auth.routes';
import { usersRoutes } from './modules/admin/users.routes';
import { adminEmployeesRoutes } from './modules/admin/employees.routes';
import { backupRoutes } from './modules/admin/backup.routes';
import { moduleRoutes } from './modules';
import { consoleAssetsOptions, REVALIDATE } from './http/console-assets';

export interface BuildOptions {
  /** the built console to serve (dist/); omitted in API tests */
  staticDir?: string;
  logger?: boolean | { level: string };
}

/** The whole API as one Fastify instance: what main.ts listens with and what tests inject into. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // a client may write any X-Forwarded-For: believed only from the proxies TRUST_PROXY names
    trustProxy: deps.config.trustProxy,
    bodyLimit: 20 * 1024 * 1024,
    ajv: { customOptions: { allErrors: true, coerceTypes: false } },
  });
  app.decorate('deps', deps);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(authPlugin);
  await app.register(listCachePlugin);
  await app.register(requestShapePlugin);
  await app.register(companyReferencesPlugin);
  await app.register(openApiPlugin, { public: process.env.NODE_ENV === 'development' });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) {
      reply.header('Cache-Control', 'no-store');
      reply.header('Access-Control-Expose-Headers', 'Content-Range');
    }
    return payload;
  });

  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(adminEmployeesRoutes);
  await app.register(backupRoutes);
  await app.register(moduleRoutes);

  const staticDir = options.staticDir ? resolve(options.staticDir) : undefined;
  const indexHtml = staticDir && existsSync(resolve(staticDir, 'index.html'));
  if (staticDir && indexHtml) {
    await app.register(fastifyStatic, consoleAssetsOptions(staticDir));
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && indexHtml && !request.url.startsWith('/api/')) {
      return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
    }
    return reply.status(404).send({ message: 'The requested resource was not found.' });
  });
  return app;
}
