import { formatMoney } from '@tredjedel/domain';

import {
  BookingConfirmationEmail,
  bookingConfirmationCopy,
  receiptLabel,
  sortReceiptLines,
  type TBookingMailData,
} from './email/booking-confirmation-email.tsx';
import { renderEmailHtml } from './email/render-email.ts';
import type { TMail } from './mailer.ts';

export type { TBookingMailData };

/**
 * The booking confirmation: the HTML part a React Email component (links, the manage button, the
 * receipt), the text part the same sentences with the links written out, and the calendar file.
 */
export async function bookingConfirmationMail(data: TBookingMailData): Promise<TMail> {
  const copy = bookingConfirmationCopy(data);
  const receipt = sortReceiptLines(data.lines).map(
    (line) => `${receiptLabel(line)}: ${formatMoney(line.amount, data.lang)}`,
  );
  const text = [
    copy.greeting,
    copy.intro,
    [
      `${copy.facts.place}: ${data.placeName}, ${data.address}`,
      ...(data.phone ? [`${copy.facts.phone}: ${data.phone}`] : []),
      `${copy.facts.order}: ${data.reference}`,
      ...(data.specialRequests ? [`${copy.facts.requests}: ${data.specialRequests}`] : []),
    ].join('\n'),
    `${copy.manage}: ${data.manageUrl}`,
    copy.cancel,
    [`${copy.receipt}:`, ...receipt].join('\n'),
    `${copy.confirmation}: ${data.confirmationUrl}`,
    copy.calendar,
  ].join('\n\n');
  return {
    dedupeKey: `booking-confirmation:${data.orderId}`,
    kind: 'booking-confirmation',
    to: data.to,
    subject: copy.subject,
    text,
    html: await renderEmailHtml(<BookingConfirmationEmail data={data} />),
    attachments: [
      {
        filename: `tredjedel-${data.reference}.ics`,
        contentType: 'text/calendar; charset=utf-8',
        content: data.ics,
      },
    ],
  };
}
