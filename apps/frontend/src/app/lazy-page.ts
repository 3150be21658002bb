import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a route module's named export: each route file becomes its own chunk, loaded
 * the first time the route is visited.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
