import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for api.stripe.com on 127.0.0.1: it answers the calls the SDK makes for Checkout
// and ChangePlan with the shapes Stripe returns, and records every request for assertions.

export type RecordedRequest = {
  method: string;
  path: string;
  /** The form-encoded parameters as Stripe's SDK flattens them: `metadata[plan]`, … */
  params: Record<string, string>;
  headers: IncomingMessage['headers'];
};

export type FakeStripe = {
  url: string;
  requests: RecordedRequest[];
  /** Requests to one method and path. */
  calls(method: string, path: string): RecordedRequest[];
  /** The price the fake subscription is on (ChangePlan's update moves it). */
  subscriptionPrice: string;
  close(): Promise<void>;
};

const now = () => Math.floor(Date.now() / 1000);

export async function startFakeStripe(
  options: { subscriptionId?: string; customerId?: string; price?: string } = {},
): Promise<FakeStripe> {
  const subscriptionId = options.subscriptionId ?? 'sub_fake1';
  const customerId = options.customerId ?? 'cus_fake1';
  const requests: RecordedRequest[] = [];
  const state = { price: options.price ?? 'price_parent' };

  const subscription = () => ({
    id: subscriptionId,
    object: 'subscription',
    customer: customerId,
    status: 'active',
    currency: 'usd',
    created: now() - 86_400,
    metadata: {},
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${subscriptionId}`,
      data: [
        {
          id: 'si_fake1',
          object: 'subscription_item',
          quantity: 1,
          subscription: subscriptionId,
          current_period_start: now() - 86_400,
          current_period_end: now() + 29 * 86_400,
          price: {
            id: state.price,
            object: 'price',
            currency: 'usd',
            product: 'prod_fake1',
            recurring: { interval: 'month', interval_count: 1 },
            unit_amount: 999,
          },
        },
      ],
    },
  });

  // The active prices (products expanded): one named by metadata, one by its product's name,
  // one that buys no plan.
  const price = (id: string, product: object, metadata: Record<string, string> = {}) => ({
    id,
    object: 'price',
    active: true,
    currency: 'usd',
    lookup_key: null,
    metadata,
    product: { object: 'product', active: true, metadata: {}, ...product },
    recurring: { interval: 'month', interval_count: 1 },
    type: 'recurring',
    unit_amount: 999,
  });
  const priceList = () => ({
    object: 'list',
    url: '/v1/prices',
    has_more: false,
    data: [
      price('price_explorer', { id: 'prod_a', name: 'Storyloom Explorer' }, { plan: 'Explorer' }),
      price('price_parent', { id: 'prod_b', name: 'Parent' }),
      price('price_gift', { id: 'prod_c', name: 'Gift card' }),
    ],
  });

  const answer = (request: RecordedRequest): [number, unknown] => {
    const { method, path, params } = request;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${requests.length}`;
      return [
        200,
        {
          id,
          object: 'checkout.session',
          mode: params.mode,
          status: 'open',
          client_reference_id: params.client_reference_id ?? null,
          customer: params.customer ?? null,
          customer_email: params.customer_email ?? null,
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          metadata: {},
          url: `https://checkout.stripe.com/c/pay/${id}`,
        },
      ];
    }
    if (method === 'GET' && path === `/v1/subscriptions/${subscriptionId}`)
      return [200, subscription()];
    if (method === 'DELETE' && path === `/v1/subscriptions/${subscriptionId}`) {
      return [200, { ...subscription(), status: 'canceled', canceled_at: now() }];
    }
    if (method === 'POST' && path === `/v1/subscriptions/${subscriptionId}`) {
      state.price = params['items[0][price]'] ?? state.price;
      return [200, subscription()];
    }
    if (method === 'GET' && path === '/v1/prices') return [200, priceList()];
    if (method === 'POST' && path === '/v1/invoices/create_preview') {
      return [
        200,
        {
          id: 'upcoming_in_fake1',
          object: 'invoice',
          customer: params.customer,
          currency: 'usd',
          amount_due: 1500,
          subtotal: 1500,
          total: 1500,
          lines: { object: 'list', has_more: false, data: [] },
        },
      ];
    }
    return [
      404,
      {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}).`,
        },
      },
    ];
  };

  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://localhost');
      const body = Buffer.concat(chunks).toString('utf8');
      const params = Object.fromEntries(
        new URLSearchParams(incoming.method === 'GET' ? url.search : body),
      );
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        params,
        headers: incoming.headers,
      };
      requests.push(request);
      const [status, json] = answer(request);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      response.end(JSON.stringify(json));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    calls: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    get subscriptionPrice() {
      return state.price;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
