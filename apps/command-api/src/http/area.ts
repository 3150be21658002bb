import { type Type } from '@nestjs/common';
import { type RouteDoc } from './openapi/route-docs';

/** A slice's controller with the OpenAPI description of each route it serves. */
export interface Slice {
  controller: Type;
  routes: readonly RouteDoc[];
}

export const slice = (controller: Type, ...routes: RouteDoc[]): Slice => ({ controller, routes });

export const controllersOf = (slices: readonly Slice[]): Type[] => slices.map((s) => s.controller);

/**
 * An area of the API (`auth`, `chat`, `knowledge`, ...): the Nest module that provides its
 * handlers and services, and its slices' controllers and route documents. An area module lists
 * its slices once; `routes.ts` lists the areas, and AppModule, the OpenAPI document and the tests
 * that walk every route all read them from there.
 */
export interface Area {
  module: Type;
  controllers: readonly Type[];
  routes: readonly RouteDoc[];
}

export const area = (module: Type, slices: readonly Slice[]): Area => ({
  module,
  controllers: controllersOf(slices),
  routes: slices.flatMap((s) => s.routes),
});
