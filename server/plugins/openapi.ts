import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { Type, type TObject } from '@sinclair/typebox';
import { Message, ValidationProblem } from '../http/schemas';

declare module 'fastify' {
  interface FastifySchema {
    /** An upload's form fields, for the document only: the multipart body is read by the handler, not validated. */
    uploadForm?: TObject;
  }
}

/** The form of an upload that declares no other fields: one file in a field named `file`. */
const FileUploadForm = Type.Object({ file: Type.String({ format: 'binary', description: 'the file to upload' }) });

const isUpload = (schema: { consumes?: readonly string[] }) => schema.consumes?.includes('multipart/form-data') ?? false;

/**
 * The OpenAPI document, generated from the routes' own schemas, at
 * /api/openapi.json, and its reference page at /api/docs: for signed-in
 * administrators (the admin portal's rule), for everyone in development.
 */
export const openApiPlugin = fastifyPlugin(async (app: FastifyInstance, options: { public?: boolean }) => {
  app.addSchema(Message);
  app.addSchema(ValidationProblem);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'SUB HR & Payroll API',
        version: '1.0.0',
        description: 'ra-data-simple-rest dialect; money as decimal strings with two places.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // A multipart route has no body schema (the handler streams the file), so the document would
    // show no request body at all; it gets the upload's form instead.
    transform: ({ schema, url }) =>
      schema && isUpload(schema) ? { schema: { ...schema, body: schema.uploadForm ?? FileUploadForm }, url } : { schema, url },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  const access = options.public ? ('public' as const) : { portal: 'admin' as const };
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access };
    });
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' }, logLevel: 'warn' });
    docs.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  });
});
