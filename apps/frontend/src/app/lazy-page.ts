import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * React.lazy for a route module's named export: each route file becomes its own chunk, loaded
 * the first time the route is visited, or earlier through `preload` (main.tsx fetches the page a
 * visitor opens while the session is still being settled, not after). A page whose chunk is
 * already there renders at once: through React.lazy it would suspend for a tick, and React holds
 * a Suspense reveal back until 300 ms after its fallback showed. A failed load is forgotten, so a
 * later attempt fetches again.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name] as ComponentType),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page() {
    // Chosen once per mount, so a page never switches component (and loses its state) mid-life.
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy);
  }
  return Object.assign(Page, { preload });
}
