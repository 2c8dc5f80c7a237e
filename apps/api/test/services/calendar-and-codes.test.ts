import { describe, expect, it } from 'vitest';

import { canonicalGiftcode, createGiftcode } from '../../src/services/gift-cards/giftcode-format.ts';
import { buildBookingCalendar } from '../../src/services/orders/calendar.ts';

const booking = {
  reference: 'TD-7KQ4-M2ZA',
  date: '2026-03-29',
  time: '22:30:00',
  timeEnd: '00:30:00',
  placeName: 'Restaurant Æblehaven, Nørrebro; med have',
  address: 'Jægersborggade 1, 2200 København N',
  numPerson: 4,
  lang: 'da' as const,
  now: new Date('2026-03-29T10:00:00Z'),
};

describe('the booking calendar file', () => {
  const ics = buildBookingCalendar(booking);

  it('is CRLF-separated, in TZID Europe/Copenhagen with its own time-zone rules', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Copenhagen');
    expect(ics).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(ics).toContain('DTSTART;TZID=Europe/Copenhagen:20260329T223000');
    expect(ics).toContain('DTSTAMP:20260329T100000Z');
    expect(ics).toContain('UID:order-TD-7KQ4-M2ZA@tredjedel.dk');
  });

  it('ends on the next calendar day when the table is given back after midnight', () => {
    expect(ics).toContain('DTEND;TZID=Europe/Copenhagen:20260330T003000');
  });

  it('escapes commas and semicolons and folds lines at 75 octets without splitting characters', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Bord til 4 på Restaurant Æblehaven\\, Nørrebro\\; med have');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });
});

describe('gift codes', () => {
  it('are 16 Crockford base32 characters in groups of four, and do not repeat', () => {
    const codes = Array.from({ length: 2000 }, () => createGiftcode());
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('use every symbol about equally (80 random bits, not a biased few)', () => {
    const counts = new Map<string, number>();
    for (let index = 0; index < 2000; index += 1) {
      for (const char of canonicalGiftcode(createGiftcode())) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(32);
    const expected = (2000 * 16) / 32;
    for (const count of counts.values()) expect(Math.abs(count - expected)).toBeLessThan(expected * 0.2);
  });

  it('compare without case, spaces or dashes', () => {
    expect(canonicalGiftcode(' ab12-cd34 ef56 ')).toBe('AB12CD34EF56');
  });
});
