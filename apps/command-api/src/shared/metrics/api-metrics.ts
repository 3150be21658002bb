import cluster from 'node:cluster';
import { Injectable } from '@nestjs/common';
import { type AnswerUsage } from '@buildmentor/answering';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  type LabelValues,
  type MetricObjectWithValues,
  type MetricValue,
  Registry,
} from 'prom-client';
import { joinClusterMetrics } from './cluster-metrics';
import { type Bucket, histogramQuantile } from './histogram-quantile';

/** What GET /api/metrics sends. */
export interface MetricsExposition {
  contentType: string;
  text: string;
}

/** The figures of the System tab, from every API worker's registry. */
export interface ApiMetricsSnapshot {
  since: Date;
  requests: number;
  requestP95Seconds: number | null;
  appendedEvents: number;
  appendConflicts: number;
  answers: number;
  answerMedianSeconds: number | null;
  uploadBytes: number;
}

/** Names of the metrics the System tab reads back. */
const NAMES = {
  requestDuration: 'buildmentor_http_request_duration_seconds',
  eventsAppended: 'buildmentor_events_appended_total',
  appendConflicts: 'buildmentor_append_conflicts_total',
  answerDuration: 'buildmentor_answer_duration_seconds',
  uploadBytes: 'buildmentor_upload_bytes_total',
} as const;

/** Requests run from milliseconds to a minute (an answer from a slow model). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const ANSWER_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120];

/**
 * Every Prometheus metric of the API is created here and nowhere else, in this process's own
 * registry (not prom-client's global one, so every app a test starts counts on its own), with
 * Node's default process metrics. Labels are closed sets written in code: route templates, event
 * and command types, answerer kinds; never an id, a URL or a user.
 *
 * With several node:cluster workers on one port (API_WORKERS), a scrape reaches one worker, which
 * answers with every worker's figures merged through the primary (cluster-metrics.ts); should the
 * primary not answer in time, with its own. Separate API instances are separate scrape targets.
 */
@Injectable()
export class ApiMetrics {
  readonly registry = new Registry();
  private readonly since = new Date();

  private readonly requestDuration = new Histogram({
    name: NAMES.requestDuration,
    help: 'API requests by method, route template and status class, until the response finished.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  private readonly eventsAppended = new Counter({
    name: NAMES.eventsAppended,
    help: 'Events the API appended to the event store, by event type.',
    labelNames: ['event_type'] as const,
    registers: [this.registry],
  });

  private readonly appendConflicts = new Counter({
    name: NAMES.appendConflicts,
    help: 'Appends refused for a stale expected revision (then reloaded and decided again), by command.',
    labelNames: ['command'] as const,
    registers: [this.registry],
  });

  private readonly answerDuration = new Histogram({
    name: NAMES.answerDuration,
    help: 'Time to produce an answer, by answerer and outcome (answered, failed, stopped by the asker).',
    labelNames: ['answerer', 'outcome'] as const,
    buckets: ANSWER_BUCKETS,
    registers: [this.registry],
  });

  private readonly answerTokens = new Counter({
    name: 'buildmentor_answer_tokens_total',
    help: 'Tokens the model server reported for answers, by answerer and kind (prompt, completion). The offline answerer reports none.',
    labelNames: ['answerer', 'kind'] as const,
    registers: [this.registry],
  });

  private readonly uploadBytes = new Counter({
    name: NAMES.uploadBytes,
    help: 'Bytes of uploaded files recorded as documents, by scope (personal, community).',
    labelNames: ['scope'] as const,
    registers: [this.registry],
  });

  private readonly uploads = new Counter({
    name: 'buildmentor_uploads_total',
    help: 'Uploaded files recorded as documents, by scope (personal, community).',
    labelNames: ['scope'] as const,
    registers: [this.registry],
  });

  private readonly inFlight = new Gauge({
    name: 'buildmentor_http_requests_in_flight',
    help: 'API requests received and not yet closed (an answer stream counts while it is open).',
    registers: [this.registry],
  });
  private requestsOpen = 0;

  private readonly commitAppends = new Histogram({
    name: 'buildmentor_event_store_commit_appends',
    help: 'Appends each event store commit carried (the store group-commits appends made together); its _count is the commits.',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512],
    registers: [this.registry],
  });

  /** In a cluster worker: every worker's metrics merged, or null if the primary did not answer. */
  private readonly clusterRegistry = cluster.isWorker ? joinClusterMetrics(this.registry) : null;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  requestStarted(): void {
    this.requestsOpen += 1;
    this.inFlight.inc();
  }

  /** Once per started request, when its connection is done with it (finished or aborted). */
  requestClosed(): void {
    this.requestsOpen -= 1;
    this.inFlight.dec();
  }

  /** Requests of this process in flight now: the event store gathers appends while there are several. */
  get requestsInFlight(): number {
    return this.requestsOpen;
  }

  /** `route` is the matched route's template (`/api/chat/session/:id`), or `unmatched`. */
  requestFinished(method: string, route: string, status: number, seconds: number): void {
    this.requestDuration.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
  }

  appended(events: readonly { type: string }[]): void {
    for (const { type } of events) this.eventsAppended.inc({ event_type: type });
  }

  committed(appends: number): void {
    this.commitAppends.observe(appends);
  }

  conflict(command: string): void {
    this.appendConflicts.inc({ command });
  }

  answerFinished(
    answerer: string,
    outcome: 'answered' | 'failed' | 'stopped',
    seconds: number,
    usage: AnswerUsage | undefined,
  ): void {
    this.answerDuration.observe({ answerer, outcome }, seconds);
    if (!usage) return;
    this.answerTokens.inc({ answerer, kind: 'prompt' }, usage.promptTokens);
    this.answerTokens.inc({ answerer, kind: 'completion' }, usage.completionTokens);
  }

  uploadRecorded(scope: 'personal' | 'community', bytes: number): void {
    this.uploads.inc({ scope });
    this.uploadBytes.inc({ scope }, bytes);
  }

  /** The text exposition format Prometheus scrapes. */
  async exposition(): Promise<MetricsExposition> {
    const registry = await this.scope();
    return { contentType: this.registry.contentType, text: await registry.metrics() };
  }

  async snapshot(): Promise<ApiMetricsSnapshot> {
    const registry = await this.scope();
    const values = async (name: string): Promise<MetricJson> =>
      ((await registry.getSingleMetric(name)?.get()) as MetricJson | undefined) ?? { values: [] };
    const [requests, appended, conflicts, answers, bytes] = await Promise.all([
      values(NAMES.requestDuration),
      values(NAMES.eventsAppended),
      values(NAMES.appendConflicts),
      values(NAMES.answerDuration),
      values(NAMES.uploadBytes),
    ]);
    const answered = (labels: LabelValues<string>) => labels['outcome'] === 'answered';
    const requestBuckets = bucketsOf(requests);
    const answerBuckets = bucketsOf(answers, answered);
    return {
      since: this.since,
      requests: observations(requestBuckets),
      requestP95Seconds: histogramQuantile(0.95, requestBuckets),
      appendedEvents: total(appended),
      appendConflicts: total(conflicts),
      answers: observations(answerBuckets),
      answerMedianSeconds: histogramQuantile(0.5, answerBuckets),
      uploadBytes: total(bytes),
    };
  }

  /** The registry to report: all workers' merged in a cluster worker, else this process's. */
  private async scope(): Promise<Registry> {
    return (await this.clusterRegistry?.()) ?? this.registry;
  }
}

type MetricJson = Pick<MetricObjectWithValues<MetricValue<string> & { metricName?: string }>, 'values'>;

const total = (metric: MetricJson) => metric.values.reduce((sum, { value }) => sum + value, 0);

const observations = (buckets: readonly Bucket[]) => buckets.find((b) => b.le === Infinity)?.count ?? 0;

/** A histogram's cumulative buckets summed over the label sets `keep` accepts. */
function bucketsOf(
  metric: MetricJson,
  keep: (labels: LabelValues<string>) => boolean = () => true,
): Bucket[] {
  const counts = new Map<number, number>();
  for (const { metricName, labels, value } of metric.values) {
    if (!metricName?.endsWith('_bucket') || !keep(labels)) continue;
    const le = labels['le'] === '+Inf' ? Infinity : Number(labels['le']);
    counts.set(le, (counts.get(le) ?? 0) + value);
  }
  return [...counts].map(([le, count]) => ({ le, count }));
}
