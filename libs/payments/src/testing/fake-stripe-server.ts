import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeStripeAccount, type StripeObject } from './fake-stripe-account';
import { parseStripeForm, type FormValue } from './stripe-form';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** The form body (or a GET's query) decoded into nested objects and arrays (values stay strings, as sent). */
  body: Record<string, FormValue>;
  headers: IncomingMessage['headers'];
}

type Route = {
  method: string;
  pattern: RegExp;
  handle: (match: RegExpExecArray, body: Record<string, FormValue>) => [number, unknown];
};

/**
 * A local HTTP server (127.0.0.1, random port) that speaks Stripe's API for the calls the gateway
 * makes, answering with objects in Stripe's documented shapes from a FakeStripeAccount:
 * Checkout Sessions (create, retrieve, list by payment_intent), Customers, Billing Portal
 * sessions, Subscriptions (retrieve, cancel), Invoices, Invoice Payments (list by payment).
 * POSTs honour Idempotency-Key as Stripe does (same key, same response). Tests act on the account
 * as Stripe would (a payment, a renewal, a refund) and build the webhooks Stripe would send.
 */
export class FakeStripeServer extends FakeStripeAccount {
  readonly requests: RecordedStripeRequest[] = [];
  private readonly idempotent = new Map<string, unknown>();
  private readonly routes: Route[] = [
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions$/,
      handle: (_m, body) => [200, this.createSession(body)],
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions$/,
      handle: (_m, query) => [
        200,
        this.list(
          '/v1/checkout/sessions',
          [...this.sessions.values()].filter(
            (s) => !query.payment_intent || s.payment_intent === query.payment_intent,
          ),
        ),
      ],
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      handle: (m) => this.found(this.sessions, m[1]!, 'checkout.session', 'session'),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/customers$/,
      handle: (_m, body) => [
        200,
        this.createCustomer({
          email: body.email as string | undefined,
          metadata: body.metadata as Record<string, string> | undefined,
        }),
      ],
    },
    {
      method: 'GET',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      handle: (m) => this.found(this.customers, m[1]!, 'customer', 'id'),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/billing_portal\/sessions$/,
      handle: (_m, body) =>
        this.customers.has(String(body.customer))
          ? [200, this.createPortalSession(body)]
          : missing('customer', String(body.customer), 'customer'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: (m) => this.found(this.subscriptions, m[1]!, 'subscription', 'id'),
    },
    {
      method: 'DELETE',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: (m) =>
        this.subscriptions.has(m[1]!)
          ? [200, this.setSubscriptionStatus(m[1]!, 'canceled')]
          : missing('subscription', m[1]!, 'id'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/invoices\/([^/]+)$/,
      handle: (m) => this.found(this.invoices, m[1]!, 'invoice', 'id'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/invoice_payments$/,
      handle: (_m, query) => {
        const paymentIntent = (query.payment as { payment_intent?: string } | undefined)?.payment_intent;
        return [
          200,
          this.list(
            '/v1/invoice_payments',
            [...this.invoicePayments.values()].filter(
              (p) =>
                !paymentIntent || (p.payment as { payment_intent?: string }).payment_intent === paymentIntent,
            ),
          ),
        ];
      },
    },
  ];

  private constructor(private readonly server: Server) {
    super();
  }

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

  /** Requests to one endpoint, e.g. `requestsTo('POST', '/v1/customers')`. */
  requestsTo(method: string, path: string): RecordedStripeRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', this.apiBase);
    const method = req.method ?? 'GET';
    // Stripe takes form bodies for POST and the same encoding in the query string for GET.
    const body = parseStripeForm(
      method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'),
    );
    this.requests.push({ method, path: url.pathname, body, headers: req.headers });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, {
        'Content-Type': 'application/json',
        'Request-Id': `req_${randomBytes(6).toString('hex')}`,
      });
      res.end(JSON.stringify(json));
    };
    if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_')) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const scopedKey = typeof key === 'string' ? `${url.pathname} ${key}` : null;
    if (scopedKey && this.idempotent.has(scopedKey)) return send(200, this.idempotent.get(scopedKey));
    for (const route of this.routes) {
      const match = route.method === method ? route.pattern.exec(url.pathname) : null;
      if (!match) continue;
      const [status, json] = route.handle(match, body);
      if (scopedKey && status === 200) this.idempotent.set(scopedKey, json);
      return send(status, json);
    }
    return send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${url.pathname})`,
      },
    });
  }

  private found(
    map: Map<string, StripeObject>,
    id: string,
    objectType: string,
    param: string,
  ): [number, unknown] {
    const object = map.get(decodeURIComponent(id));
    return object ? [200, object] : missing(objectType, id, param);
  }

  private list(
    url: string,
    data: StripeObject[],
  ): { object: 'list'; data: StripeObject[]; has_more: boolean; url: string } {
    return { object: 'list', data, has_more: false, url };
  }
}

function missing(objectType: string, id: string, param: string): [number, unknown] {
  return [
    404,
    {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param,
        message: `No such ${objectType}: '${id}'`,
      },
    },
  ];
}
