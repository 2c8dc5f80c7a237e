import { eq, sql } from 'drizzle-orm';
import type * as Nodemailer from 'nodemailer';

import type { TDatabase } from '../../db/database.ts';
import { outboxEmails } from '../../db/schema-booking.ts';
import { loadOnUse } from '../../lib/load-on-use.ts';
import { retryDelayMs } from '../../lib/retry-delay.ts';

const loadNodemailer = loadOnUse<typeof Nodemailer>('nodemailer');

type TMailAttachment = { filename: string; contentType: string; content: string };

export type TMail = {
  /** One e-mail per key, ever: a second enqueue with the same key (a replayed callback) does nothing. */
  dedupeKey: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: TMailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on waitlist e-mails. */
  headers?: Record<string, string>;
};

/** Sends one e-mail somewhere outside the process. */
export type TMailTransport = { send(mail: TMail): Promise<void> };

/**
 * The Mailer: e-mails are written to the outbox in the transaction that decides to send them (so a
 * confirmation without its e-mail, or an e-mail for a rolled-back order, cannot happen) and
 * delivered afterwards by `deliverPending`. Without a transport they stay in the outbox, which the
 * development page lists.
 */
export type TMailer = {
  enqueue(tx: TDatabase, mail: TMail): Promise<void>;
  /**
   * Delivers what is waiting, at most `limit` e-mails; a no-op without a transport. Returns how
   * many were sent.
   */
  deliverPending(limit?: number): Promise<number>;
  /**
   * Marks e-mails that used their last attempt as failed and returns them (each once, whichever
   * process asks first), for the outbox worker to log.
   */
  markExhausted(): Promise<{ id: number; kind: string; attempts: number; lastError: string | null }[]>;
  readonly transportName: 'outbox' | 'smtp';
};

/** Retries: the n-th failed attempt waits `retryBaseMs · 2^(n-1)` (at most an hour) before the next. */
export type TOutboxRetry = { maxAttempts: number; retryBaseMs: number };

/** @internal Exported for the tests that use it directly (test/ops/retry-and-fingerprint.test.ts). */
export const DEFAULT_OUTBOX_RETRY: TOutboxRetry = { maxAttempts: 10, retryBaseMs: 5_000 };

const FROM = 'Tredjedel <no-reply@tredjedel.dk>';

/** SMTP through nodemailer, e.g. `smtp://user:pass@mail.example.com:587`. */
export function createSmtpTransport(url: string): TMailTransport {
  const transporter = loadNodemailer().createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({
        from: FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers ?? {},
        attachments: (mail.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      });
    },
  };
}

export function createMailer(
  db: TDatabase,
  transport: TMailTransport | null,
  retry: TOutboxRetry = DEFAULT_OUTBOX_RETRY,
): TMailer {
  return {
    transportName: transport ? 'smtp' : 'outbox',
    async enqueue(tx, mail) {
      await tx
        .insert(outboxEmails)
        .values({
          dedupeKey: mail.dedupeKey,
          kind: mail.kind,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments ?? [],
          headers: mail.headers ?? {},
        })
        .onConflictDoNothing({ target: outboxEmails.dedupeKey });
    },
    async deliverPending(limit = Number.POSITIVE_INFINITY) {
      if (!transport) return 0;
      let sent = 0;
      while (sent < limit) {
        // Claimed in one statement (SKIP LOCKED, with a lease), then sent outside any transaction:
        // several server processes never send one e-mail twice, and no connection waits on SMTP.
        const claimed = await db
          .update(outboxEmails)
          .set({
            claimedUntil: sql`now() + interval '2 minutes'`,
            attempts: sql`${outboxEmails.attempts} + 1`,
          })
          .where(
            eq(
              outboxEmails.id,
              sql`(select id from outbox_emails
                    where sent_at is null and failed_at is null and attempts < ${retry.maxAttempts}
                      and (claimed_until is null or claimed_until < now())
                    order by id limit 1 for update skip locked)`,
            ),
          )
          .returning();
        const row = claimed[0];
        if (!row) return sent;
        try {
          await transport.send({ ...row, attachments: row.attachments });
          await db
            .update(outboxEmails)
            .set({ sentAt: sql`now()`, claimedUntil: null })
            .where(eq(outboxEmails.id, row.id));
          sent += 1;
        } catch (error) {
          // The lease becomes the back-off: nobody claims the row again before it ends.
          // After the last attempt the row is left for markExhausted at once.
          const delay = row.attempts >= retry.maxAttempts ? 0 : retryDelayMs(retry, row.attempts);
          await db
            .update(outboxEmails)
            .set({
              claimedUntil: delay === 0 ? null : sql`now() + ${delay} * interval '1 millisecond'`,
              lastError: error instanceof Error ? error.message.slice(0, 500) : 'send failed',
            })
            .where(eq(outboxEmails.id, row.id));
          // Stop at the first failure (the server is likely down): a later round retries.
          return sent;
        }
      }
      return sent;
    },
    async markExhausted() {
      const rows = await db
        .update(outboxEmails)
        .set({ failedAt: sql`now()`, claimedUntil: null })
        .where(
          sql`${outboxEmails.sentAt} is null and ${outboxEmails.failedAt} is null
              and ${outboxEmails.attempts} >= ${retry.maxAttempts}
              and (${outboxEmails.claimedUntil} is null or ${outboxEmails.claimedUntil} < now())`,
        )
        .returning({
          id: outboxEmails.id,
          kind: outboxEmails.kind,
          attempts: outboxEmails.attempts,
          lastError: outboxEmails.lastError,
        });
      return rows;
    },
  };
}
