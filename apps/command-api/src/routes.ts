import { ADMIN_AREA } from './admin/admin.module';
import { AUTH_AREA } from './auth/auth.module';
import { CHAT_AREA } from './chat/chat.module';
import { type Area } from './http/area';
import { type RouteDoc } from './http/openapi/route-docs';
import { KNOWLEDGE_AREA } from './knowledge/knowledge.module';
import { PARTNERS_AREA } from './partners/partners.module';
import { PAYMENTS_AREA } from './payments/payments.module';
import { PRICING_AREA } from './pricing/pricing.module';
import { STATUS_AREA } from './status/status.module';
import { TELEMETRY_AREA } from './telemetry/telemetry.module';
import { USER_AREA } from './user/user.module';
import { VOUCHERS_AREA } from './vouchers/vouchers.module';

/**
 * The API's areas, in the order of the OpenAPI document. Each area module lists its own slices
 * (controller and route documents) and providers; a new slice touches only its folder and its
 * area module, a new area adds one line here.
 */
export const AREAS: readonly Area[] = [
  AUTH_AREA,
  CHAT_AREA,
  TELEMETRY_AREA,
  USER_AREA,
  KNOWLEDGE_AREA,
  STATUS_AREA,
  PRICING_AREA,
  PAYMENTS_AREA,
  VOUCHERS_AREA,
  PARTNERS_AREA,
  ADMIN_AREA,
];

/** Every slice's controller (the route tests walk them). */
export const SLICE_CONTROLLERS = AREAS.flatMap((area) => area.controllers);

/** Every route's OpenAPI description (the document at /api/docs). */
export const ROUTE_DOCS: readonly RouteDoc[] = AREAS.flatMap((area) => area.routes);
