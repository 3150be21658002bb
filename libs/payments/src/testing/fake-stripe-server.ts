import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStripeForm, type FormValue } from './stripe-form';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** The form body decoded into nested objects and arrays (values stay strings, as sent). */
  body: Record<string, FormValue>;
  headers: IncomingMessage['headers'];
}

type SessionObject = Record<string, unknown> & { id: string };

/**
 * A local HTTP server (127.0.0.1, random port) that speaks Stripe's API for the calls the gateway
 * makes: `POST /v1/checkout/sessions` and `GET /v1/checkout/sessions/{id}`, answering with
 * Checkout Session objects in Stripe's documented shape. Tests complete or expire sessions as
 * Stripe would, and build the event payloads Stripe would send for them.
 */
export class FakeStripeServer {
  readonly requests: RecordedStripeRequest[] = [];
  readonly sessions = new Map<string, SessionObject>();
  private readonly idempotent = new Map<string, SessionObject>();

  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeStripeServer> {
    let fake: FakeStripeServer | null = null;
    const server = createServer((req, res) => void fake!.handle(req, res));
    fake = new FakeStripeServer(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get apiBase(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** What Stripe does when the customer pays (or starts a trial with nothing due). */
  complete(sessionId: string): SessionObject {
    const session = this.session(sessionId);
    Object.assign(session, { status: 'complete', payment_status: session.amount_total === 0 ? 'no_payment_required' : 'paid' });
    if (session.mode === 'subscription') session.subscription = `sub_${randomBytes(8).toString('hex')}`;
    else session.payment_intent = `pi_${randomBytes(8).toString('hex')}`;
    return session;
  }

  expire(sessionId: string): SessionObject {
    return Object.assign(this.session(sessionId), { status: 'expired' });
  }

  /** The JSON body of a webhook delivery for one session (sign it with signStripePayload). */
  eventPayload(type: string, sessionId: string, eventId = `evt_${randomBytes(12).toString('hex')}`): string {
    return JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: this.session(sessionId) },
    });
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private session(sessionId: string): SessionObject {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`fake Stripe has no session ${sessionId}`);
    return session;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', this.apiBase);
    const body = parseStripeForm(Buffer.concat(chunks).toString('utf8'));
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, body, headers: req.headers });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${randomBytes(6).toString('hex')}` });
      res.end(JSON.stringify(json));
    };
    if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_')) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const key = req.headers['idempotency-key'];
      const repeat = typeof key === 'string' ? this.idempotent.get(key) : undefined;
      if (repeat) return send(200, repeat);
      const session = this.create(body);
      if (typeof key === 'string') this.idempotent.set(key, session);
      return send(200, session);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const session = this.sessions.get(decodeURIComponent(match[1]!));
      if (session) return send(200, session);
      return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'session', message: `No such checkout.session: '${match[1]}'` } });
    }
    return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  }

  private create(body: Record<string, FormValue>): SessionObject {
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const items = (body.line_items ?? []) as Array<{ quantity?: string; price_data?: { unit_amount?: string; currency?: string } }>;
    const subtotal = items.reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0);
    const trialDays = Number((body.subscription_data as { trial_period_days?: string } | undefined)?.trial_period_days ?? 0);
    const created = Math.floor(Date.now() / 1000);
    const session: SessionObject = {
      id,
      object: 'checkout.session',
      mode: body.mode,
      status: 'open',
      payment_status: 'unpaid',
      // A trial's first invoice is free: Checkout reports nothing due today.
      amount_subtotal: body.mode === 'subscription' && trialDays > 0 ? 0 : subtotal,
      amount_total: body.mode === 'subscription' && trialDays > 0 ? 0 : subtotal,
      currency: items[0]?.price_data?.currency ?? 'aud',
      client_reference_id: body.client_reference_id ?? null,
      customer_email: body.customer_email ?? null,
      metadata: body.metadata ?? {},
      success_url: String(body.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', id),
      cancel_url: body.cancel_url ?? null,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      created,
      expires_at: created + 24 * 3600,
      livemode: false,
      subscription: null,
      payment_intent: null,
    };
    this.sessions.set(id, session);
    return session;
  }
}
