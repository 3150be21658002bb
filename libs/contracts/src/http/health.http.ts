import { z } from 'zod';

/**
 * Probes for load balancers and orchestrators. Liveness says the process serves HTTP (it reads no
 * store, so a store outage never gets a healthy process restarted); readiness says it can do its
 * work: both stores answer and a projector follows the log closely. A probe that fails answers 503
 * problem+json whose `errors[].path` names each check that failed (`event_store`, `read_store`,
 * `projector`).
 */
export const HEALTH_CHECKS = ['event_store', 'read_store', 'projector'] as const;
export type HealthCheck = (typeof HEALTH_CHECKS)[number];

/** GET /api/health/live */
export const livenessResponseSchema = z.object({ status: z.literal('live') });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/** GET /api/health/ready (200; otherwise 503 problem+json) */
export const readinessResponseSchema = z.object({
  status: z.literal('ready'),
  checks: z.record(z.enum(HEALTH_CHECKS), z.literal('ok')),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

/** GET /api/metrics: the API process's metrics in Prometheus's text exposition format. */
export const metricsResponseSchema = z.string().describe('Prometheus text exposition format, version 0.0.4');
