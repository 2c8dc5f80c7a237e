import type { TBookingProduct } from '../booking/booking-product.ts';
import type { TOrder } from './order-records.ts';

/** What a booking's calendar entry needs. `date` is the service day, times Copenhagen wall clock. */
type TCalendarBooking = {
  /** The public order reference (ADR 0255), also the event's UID: no internal id leaves in the file. */
  reference: string;
  date: string;
  time: string;
  timeEnd: string;
  placeName: string;
  address: string;
  numPerson: number;
  lang: 'da' | 'en';
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** Link to the confirmation page, if known. */
  url?: string;
};

/** Europe/Copenhagen with the EU summer-time rules, so calendars need no outside zone data. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Copenhagen',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** RFC 5545 text: backslash, semicolon, comma and newline escaped. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF and a space (RFC 5545 3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const localStamp = (date: string, time: string) =>
  `${date.replace(/-/g, '')}T${time.replace(/:/g, '').slice(0, 6)}`;
const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/**
 * The .ics file of a booking, in TZID Europe/Copenhagen; a table given back after midnight ends the next day.
 *
 * @internal Exported for the tests that use it directly (test/services/calendar-and-codes.test.ts).
 */
export function buildBookingCalendar(booking: TCalendarBooking): string {
  const endDate = booking.timeEnd < booking.time ? addDays(booking.date, 1) : booking.date;
  const isEnglish = booking.lang === 'en';
  const summary = isEnglish
    ? `Table for ${booking.numPerson} at ${booking.placeName}`
    : `Bord til ${booking.numPerson} på ${booking.placeName}`;
  const description = isEnglish
    ? `Order reference ${booking.reference}. Booked through Tredjedel.`
    : `Ordrenummer ${booking.reference}. Booket gennem Tredjedel.`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tredjedel//Booking//DA',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:order-${booking.reference}@tredjedel.dk`,
    `DTSTAMP:${utcStamp(booking.now)}`,
    `DTSTART;TZID=Europe/Copenhagen:${localStamp(booking.date, booking.time)}`,
    `DTEND;TZID=Europe/Copenhagen:${localStamp(endDate, booking.timeEnd)}`,
    `SUMMARY:${escapeText(summary)}`,
    `LOCATION:${escapeText(booking.address)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(booking.url ? [`URL:${booking.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The calendar file of a booking order: what the confirmation e-mail attaches and the page links. */
export function buildOrderCalendar(
  order: TOrder,
  product: TBookingProduct,
  slot: { date: string; time: string; timeEnd: string },
  now: Date,
  url: string,
): string {
  return buildBookingCalendar({
    reference: order.reference,
    date: slot.date,
    time: slot.time,
    timeEnd: slot.timeEnd,
    placeName: product.names[order.lang].name,
    address: product.address,
    numPerson: order.numPerson ?? 0,
    lang: order.lang,
    now,
    url,
  });
}
