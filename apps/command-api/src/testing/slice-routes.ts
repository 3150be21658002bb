import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';

export interface SliceRoute {
  /** `METHOD /api/path`, with Nest's `:param` placeholders. */
  route: string;
  controller: Type;
  handler: (...args: unknown[]) => unknown;
}

/** Every route the controllers serve, read from their Nest decorators (as the router sees them). */
export function sliceRoutes(controllers: readonly Type[]): SliceRoute[] {
  const routes: SliceRoute[] = [];
  for (const controller of controllers) {
    const base = Reflect.getMetadata(PATH_METADATA, controller) as string;
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, SliceRoute['handler']>)[name]!;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (name === 'constructor' || method === undefined) continue;
      for (const path of [Reflect.getMetadata(PATH_METADATA, handler) as string | string[]].flat()) {
        const full = `/api/${[base, path].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/');
        routes.push({ route: `${RequestMethod[method]} ${full}`, controller, handler });
      }
    }
  }
  return routes;
}
