// The server's metrics in Prometheus' text format (prom-client): request durations by route and status, event appends and
// their latency, each projection's and reactor's lag in events, the e-mail outbox, open live streams, and the process's own.
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { keyedHistogram, type KeyedHistogram } from './keyed-histogram';
import { registerProcessMetrics } from './process-metrics';

export interface Lags {
  projections: Array<{ name: string; lag: number }>;
  reactors: Array<{ name: string; lag: number }>;
}

/** What the scrape asks the running app for (set once the app is wired). */
export interface MetricSources {
  lags(): Promise<Lags>;
  outbox(): Promise<Record<string, number>>;
}

export interface Metrics {
  registry: Registry;
  /** By method, route (the router path, never the raw URL) and status; a series is found by its key (see request-log.ts). */
  requestDuration: KeyedHistogram;
  appends: Counter<'outcome'>;
  appendDuration: Histogram;
  eventsAppended: Counter;
  openStreams: Gauge;
  /** Where the lag and outbox gauges read from at each scrape. */
  readFrom(sources: MetricSources): void;
}

/** A series that records nothing: the request durations when nobody can read them. */
const UNREAD: KeyedHistogram = { child: () => ({ observe() {} }) };

/**
 * `requestDurations`: whether requests are timed at all; false when nobody can scrape them (neither METRICS_PORT nor
 * METRICS_TOKEN is set, so /metrics only ever answers 401), and a request then pays nothing for its sample.
 */
export function createMetrics(options: { requestDurations?: boolean } = {}): Metrics {
  const registry = new Registry();
  registerProcessMetrics(registry);
  let sources: MetricSources | null = null;
  const lags = { at: 0, value: null as Promise<Lags> | null };
  // One computation serves both lag gauges of a scrape.
  const currentLags = () => {
    if (!sources) return null;
    if (!lags.value || Date.now() - lags.at > 1000) {
      lags.value = sources.lags();
      lags.at = Date.now();
    }
    return lags.value;
  };

  const requestDuration = options.requestDurations === false ? UNREAD : keyedHistogram(registry, {
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route (the router path, never the raw URL) and status',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  const appends = new Counter({ name: 'event_appends_total', help: 'Appends to the event store, by outcome (ok, conflict, error)', labelNames: ['outcome'] as const, registers: [registry] });
  const appendDuration = new Histogram({
    name: 'event_append_duration_seconds',
    help: 'Time an append to the event store takes (durable when it resolves)',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  const eventsAppended = new Counter({ name: 'events_appended_total', help: 'Events appended to the event store', registers: [registry] });
  const openStreams = new Gauge({ name: 'sse_streams_open', help: 'Live event streams (Server-Sent Events) open now', registers: [registry] });
  const lagGauge = (name: string, label: 'projection' | 'reactor', of: (lags: Lags) => Array<{ name: string; lag: number }>) =>
    new Gauge({
      name,
      help: `Events in the log that a ${label} has not read yet (at most 10,001 is counted)`,
      labelNames: [label],
      registers: [registry],
      async collect() {
        const lag = await currentLags();
        this.reset();
        for (const p of lag ? of(lag) : []) this.set({ [label]: p.name }, p.lag);
      },
    });
  lagGauge('projection_lag_events', 'projection', (lags) => lags.projections);
  lagGauge('reactor_lag_events', 'reactor', (lags) => lags.reactors);
  new Gauge({
    name: 'email_outbox_messages',
    help: 'E-mail messages in the outbox not sent yet, by status (queued, sending, failed)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = sources ? await sources.outbox() : {};
      this.reset();
      for (const [status, n] of Object.entries(counts)) this.set({ status }, n);
    },
  });
  return { registry, requestDuration, appends, appendDuration, eventsAppended, openStreams, readFrom: (s) => void (sources = s) };
}
