import { z } from 'zod';
import { problemDetailsSchema } from '@buildmentor/contracts';
import { type RouteDoc } from './route-docs';

type JsonSchema = Record<string, unknown>;

const RETRY_AFTER = {
  description: 'Seconds until the request would be served',
  schema: { type: 'integer', minimum: 1 },
};

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** Builds the OpenAPI 3.1 document (whose schemas are JSON Schema 2020-12, as zod emits). */
export function buildOpenApiDocument(routes: readonly RouteDoc[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const parameters: unknown[] = (route.pathParams ?? []).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (route.query) {
      const query = toSchema(route.query, 'input') as {
        properties?: Record<string, JsonSchema>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
      }
    }
    if (route.readYourWrites) {
      parameters.push({
        name: 'X-Min-Position',
        in: 'header',
        required: false,
        schema: { type: 'integer', minimum: 0 },
        description: 'Wait (bounded) until the read models include this log position.',
      });
    }
    const responses: Record<string, unknown> = {
      [String(route.successStatus ?? 200)]: {
        description: 'OK',
        content: {
          [route.responseType ?? 'application/json']: { schema: toSchema(route.response, 'output') },
        },
      },
    };
    for (const status of [400, ...(route.auth ? [401] : []), ...(route.errors ?? [])]) {
      responses[String(status)] = {
        description: 'Problem',
        content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetails' } } },
      };
    }
    // Every route has at least the per-address rate limit (http/rate-limit/rate-limits.ts).
    responses['429'] = {
      description: 'Rate limited',
      headers: { 'Retry-After': RETRY_AFTER },
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetails' } } },
    };
    paths[route.path] ??= {};
    paths[route.path]![route.method] = {
      summary: route.adminOnly ? `${route.summary} (admin only)` : route.summary,
      tags: [route.tag],
      ...(route.auth ? { security: [{ bearer: [] }] } : { security: [] }),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toSchema(route.body, 'input') } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ProblemDetails: toSchema(problemDetailsSchema, 'output') },
    },
  };
}
