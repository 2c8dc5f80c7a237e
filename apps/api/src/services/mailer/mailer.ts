import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';

import type { TDatabase } from '../../db/database.ts';
import { outboxEmails } from '../../db/schema-booking.ts';

export type TMailAttachment = { filename: string; contentType: string; content: string };

export type TMail = {
  /** One e-mail per key, ever: a second enqueue with the same key (a replayed callback) does nothing. */
  dedupeKey: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: TMailAttachment[];
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
  /** Delivers what is waiting; a no-op without a transport. Returns how many were sent. */
  deliverPending(): Promise<number>;
  readonly transportName: 'outbox' | 'smtp';
};

const FROM = 'Tredjedel <no-reply@tredjedel.dk>';
const MAX_ATTEMPTS = 5;

/** SMTP through nodemailer, e.g. `smtp://user:pass@mail.example.com:587`. */
export function createSmtpTransport(url: string): TMailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({
        from: FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: (mail.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      });
    },
  };
}

export function createMailer(db: TDatabase, transport: TMailTransport | null): TMailer {
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
        })
        .onConflictDoNothing({ target: outboxEmails.dedupeKey });
    },
    async deliverPending() {
      if (!transport) return 0;
      let sent = 0;
      for (;;) {
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
                    where sent_at is null and attempts < ${MAX_ATTEMPTS}
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
          await db
            .update(outboxEmails)
            .set({
              claimedUntil: null,
              lastError: error instanceof Error ? error.message.slice(0, 500) : 'send failed',
            })
            .where(eq(outboxEmails.id, row.id));
          // Stop at the first failure: the next delivery round retries it, up to MAX_ATTEMPTS.
          return sent;
        }
      }
    },
  };
}
