import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Provider, type Type } from '@nestjs/common';
import { MODULE_METADATA, SELF_DECLARED_DEPS_METADATA } from '@nestjs/common/constants';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AREAS, ROUTE_DOCS, SLICE_CONTROLLERS } from './routes';
import { SharedModule } from './shared/shared.module';
import { sliceRoutes } from './testing/slice-routes';

describe('the areas (routes.ts)', () => {
  it('document every route the slice controllers serve, once, and nothing else', () => {
    const served = sliceRoutes(SLICE_CONTROLLERS).map((r) => r.route);
    const documented = ROUTE_DOCS.map(
      (doc) => `${doc.method.toUpperCase()} ${doc.path.replace(/\{(\w+)\}/g, ':$1')}`,
    );
    expect(new Set(served).size).toBe(served.length);
    expect([...documented].sort()).toEqual([...served].sort());
  });

  it('each list in their module exactly the controllers of their slices', () => {
    for (const area of AREAS)
      expect(Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, area.module)).toEqual(area.controllers);
  });

  it('declare every provider in one module only (others import the module that exports it)', () => {
    const providers = [SharedModule, ...AREAS.map((area) => area.module)].flatMap(
      (module) => (Reflect.getMetadata(MODULE_METADATA.PROVIDERS, module) ?? []) as Provider[],
    );
    const tokens = providers.map((provider) =>
      typeof provider === 'function' ? provider : provider.provide,
    );
    expect(tokens.filter((token, i) => tokens.indexOf(token) !== i)).toEqual([]);
  });

  it('hand every request to a command or a query: each slice controller injects a bus', () => {
    const injected = (controller: Type) =>
      ((Reflect.getMetadata(SELF_DECLARED_DEPS_METADATA, controller) ?? []) as Array<{ param: unknown }>).map(
        (dep) => dep.param,
      );
    expect(
      SLICE_CONTROLLERS.filter(
        (controller) => !injected(controller).some((dep) => dep === CommandBus || dep === QueryBus),
      ).map((c) => c.name),
    ).toEqual([]);
  });

  it('provide every command and query handler in an area module (a slice copied without its provider line fails here)', async () => {
    const handlerFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? handlerFiles(join(dir, entry.name))
          : entry.name.endsWith('.handler.ts')
            ? [join(dir, entry.name)]
            : [],
      );
    const modules = await Promise.all(
      handlerFiles(__dirname).map((file) => import(file) as Promise<Record<string, unknown>>),
    );
    const handlers = modules
      .flatMap((exported) => Object.values(exported))
      .filter(
        (value): value is Type =>
          typeof value === 'function' &&
          (Reflect.hasMetadata('__commandHandler__', value) ||
            Reflect.hasMetadata('__queryHandler__', value)),
      );
    const provided = new Set(
      AREAS.flatMap(
        (area) => (Reflect.getMetadata(MODULE_METADATA.PROVIDERS, area.module) ?? []) as Provider[],
      ),
    );
    expect(handlers.length).toBeGreaterThan(60);
    expect(handlers.filter((handler) => !provided.has(handler)).map((h) => h.name)).toEqual([]);
  });
});
