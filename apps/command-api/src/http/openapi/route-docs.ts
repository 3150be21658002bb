import { type z } from 'zod';

/**
 * What a slice says about its endpoint for the OpenAPI document. The schemas are the same zod
 * contracts the handler validates with, so the document cannot drift from the behaviour.
 */
export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI path, e.g. '/api/chat/session/{id}'. */
  path: string;
  summary: string;
  tag: string;
  /** false for endpoints that need no bearer token. */
  auth: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  pathParams?: string[];
  response: z.ZodType;
  /** The success response's media type when it is not JSON (a download). */
  responseType?: string;
  successStatus?: number;
  /** Error statuses the endpoint can answer with (problem+json). */
  errors?: number[];
  /** Only admins may call it (checked on the server per request); 403 for anyone else. */
  adminOnly?: boolean;
  /** Honours X-Min-Position (queries). */
  readYourWrites?: boolean;
}
