import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';

import { eq } from 'drizzle-orm';
import { ZGiftcardPaymentResponse } from '@tredjedel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { giftCards, outboxEmails } from '../../src/db/schema-booking.ts';
import { buildTestApp, type TTestApp } from '../helper.ts';
import { internalOrderId, send } from '../routes/api/v4/booking/booking-fixtures.ts';
import { paymentIdOf, pressOnPaymentPage } from '../routes/api/v4/booking/payment-flow.ts';

/**
 * A minimal SMTP server (RFC 5321 without extensions): enough for nodemailer to hand over a
 * message, which is kept for the test to read.
 */
function startSmtpServer(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let isData = false;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (isData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          isData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (line.startsWith('EHLO')) socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (line.startsWith('HELO')) socket.write('250 test\r\n');
        else if (line.startsWith('DATA')) {
          isData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  return once(server, 'listening').then(() => ({
    server,
    port: (server.address() as AddressInfo).port,
    messages,
  }));
}

describe('e-mail through SMTP when SMTP_URL is set', () => {
  let ctx: TTestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await buildTestApp('pglite', { LOG_LEVEL: 'silent', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await ctx.close();
    smtp.server.close();
  });

  it('delivers the gift-card e-mail with its codes and marks it sent in the outbox', async () => {
    const order = ZGiftcardPaymentResponse.parse(
      (
        await send(ctx.app, 'POST', '/api/v4/giftcard/payment', {
          is_accept_terms: true,
          name: 'Bo Hansen',
          email: 'bo@example.dk',
          amount: 30_000,
          quantity: 2,
        })
      ).json(),
    );
    await pressOnPaymentPage(ctx.app, paymentIdOf(order.payment_url), 'pay');
    const orderId = await internalOrderId(ctx, order.order_id);
    const codes = (await ctx.database.db.select().from(giftCards).where(eq(giftCards.orderId, orderId))).map(
      (card) => card.code,
    );
    expect(codes).toHaveLength(2);
    // Delivery runs after the answer; wait for it.
    for (let attempt = 0; attempt < 200 && smtp.messages.length === 0; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.messages).toHaveLength(1);
    const message = smtp.messages[0] ?? '';
    expect(message).toContain('To: bo@example.dk');
    for (const code of codes) expect(message).toContain(code);
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const [row] = await ctx.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.dedupeKey, `giftcard-codes:${orderId}`));
      if (row?.sentAt) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [row] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.dedupeKey, `giftcard-codes:${orderId}`));
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});
