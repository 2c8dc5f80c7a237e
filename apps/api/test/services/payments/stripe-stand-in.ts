import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** A request the SDK sent, its form body unfolded into objects and arrays. */
type TRecordedCall = {
  method: string;
  path: string;
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
};

export type TStandInSession = Record<string, unknown> & {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  metadata: Record<string, string>;
};

/** `a[0][b]=1` → `{ a: [{ b: '1' }] }`: how the SDK encodes its parameters. */
function parseStripeForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const isLast = index === parts.length - 1;
      const slot = node as Record<string, unknown>;
      if (isLast) slot[part] = value;
      else {
        slot[part] ??= /^\d+$/.test(parts[index + 1] ?? '') ? [] : {};
        node = slot[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/**
 * A local stand-in for api.stripe.com: answers Checkout Session create, retrieve and expire and
 * refund create in the shapes of Stripe's API reference, and records what the SDK sent. Tests
 * then "pay" a session with `complete`, as Stripe's hosted page would.
 */
export async function startStripeStandIn() {
  const calls: TRecordedCall[] = [];
  const sessions = new Map<string, TStandInSession>();
  const refunds: Record<string, unknown>[] = [];
  /** Paths whose next calls are refused as Stripe refuses them (a card error on a refund, say). */
  const refusing = new Set<string>();
  /** Paths whose calls are held open, as a slow gateway does, until released. */
  const stalled = new Map<string, { onReached: () => void; released: Promise<void> }>();

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    response.end(JSON.stringify(body));
  };
  const invalid = (response: ServerResponse, message: string, status = 400) =>
    send(response, status, { error: { type: 'invalid_request_error', message } });

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const stall = stalled.get(new URL(request.url ?? '/', 'http://stand-in').pathname);
      if (!stall) return answer();
      stall.onReached();
      void stall.released.then(answer);
    });
    const answer = () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const body = parseStripeForm(
        request.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'),
      );
      calls.push({ method: request.method ?? '', path: url.pathname, body, headers: request.headers });
      const path = url.pathname;
      if (refusing.has(path))
        return invalid(response, 'The refund could not be made (stand-in refusal).', 402);
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const lines = (body.line_items ?? []) as { price_data: { unit_amount: string }; quantity: string }[];
        const total = lines.reduce(
          (sum, line) => sum + Number(line.price_data.unit_amount) * Number(line.quantity),
          0,
        );
        const sessionId = id('cs');
        const session: TStandInSession = {
          id: sessionId,
          object: 'checkout.session',
          amount_subtotal: total,
          amount_total: total,
          cancel_url: body.cancel_url,
          client_reference_id: body.client_reference_id ?? null,
          created: Math.floor(Date.now() / 1000),
          currency: typeof body.currency === 'string' ? body.currency : 'dkk',
          customer_email: body.customer_email ?? null,
          expires_at: Number(body.expires_at),
          livemode: false,
          locale: body.locale ?? null,
          metadata: (body.metadata ?? {}) as Record<string, string>,
          mode: 'payment',
          payment_intent: null,
          payment_status: 'unpaid',
          status: 'open',
          success_url: body.success_url,
          url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        };
        sessions.set(sessionId, session);
        return send(response, 200, session);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
      if (match) {
        const session = sessions.get(decodeURIComponent(match[1] ?? ''));
        if (!session) return invalid(response, 'No such checkout.session', 404);
        if (request.method === 'GET' && !match[2]) return send(response, 200, session);
        if (request.method === 'POST' && match[2]) {
          if (session.status !== 'open')
            return invalid(response, `Only Checkout Sessions with a status in [open] can be expired.`);
          session.status = 'expired';
          return send(response, 200, session);
        }
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const refund = {
          id: id('re'),
          object: 'refund',
          amount: Number(body.amount),
          currency: 'dkk',
          payment_intent: body.payment_intent,
          metadata: body.metadata ?? {},
          status: 'succeeded',
          created: Math.floor(Date.now() / 1000),
        };
        refunds.push(refund);
        return send(response, 200, refund);
      }
      return invalid(response, `Unrecognized request URL (${request.method} ${path})`, 404);
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    calls,
    sessions,
    refunds,
    /** The visitor paid on Stripe's page (card: paid at once). `amount` fakes a different total. */
    complete(sessionId: string, { amount }: { amount?: number } = {}): TStandInSession {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = id('pi');
      if (amount !== undefined) session.amount_total = amount;
      return session;
    },
    expire(sessionId: string): TStandInSession {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = 'expired';
      return session;
    },
    /** Holds every call to `path` open until `release()`; `reached` resolves when the first arrives. */
    stall(path: string) {
      let onReached = () => {};
      const reached = new Promise<void>((resolve) => (onReached = resolve));
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      stalled.set(path, { onReached, released });
      return {
        reached,
        release: () => {
          stalled.delete(path);
          release();
        },
      };
    },
    /** Refuses every call to `path` until `refuse(path, false)`. */
    refuse(path: string, isRefusing = true) {
      if (isRefusing) refusing.add(path);
      else refusing.delete(path);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An Event of Stripe's webhook, as its API reference shows one. */
export function stripeEvent(type: string, object: Record<string, unknown>) {
  return {
    id: id('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}
