import { Module } from '@nestjs/common';
import { area, controllersOf, slice } from '../http/area';
import { CheckLivenessHandler } from './check-liveness/check-liveness.handler';
import { CheckLivenessController, checkLivenessDoc } from './check-liveness/check-liveness.http.controller';
import { CheckReadinessHandler } from './check-readiness/check-readiness.handler';
import {
  CheckReadinessController,
  checkReadinessDoc,
} from './check-readiness/check-readiness.http.controller';
import { GetMetricsHandler } from './get-metrics/get-metrics.handler';
import { GetMetricsController, getMetricsDoc } from './get-metrics/get-metrics.http.controller';
import { GetStatusHandler } from './get-status/get-status.handler';
import { GetStatusController, getStatusDoc } from './get-status/get-status.http.controller';

const SLICES = [
  slice(GetStatusController, getStatusDoc),
  slice(CheckLivenessController, checkLivenessDoc),
  slice(CheckReadinessController, checkReadinessDoc),
  slice(GetMetricsController, getMetricsDoc),
];

/**
 * Health and metrics: the event store position, the projector checkpoint and the lag between
 * them; the liveness and readiness probes; the Prometheus metrics of this process.
 */
@Module({
  controllers: controllersOf(SLICES),
  providers: [GetStatusHandler, CheckLivenessHandler, CheckReadinessHandler, GetMetricsHandler],
})
export class StatusModule {}

export const STATUS_AREA = area(StatusModule, SLICES);
