import { describe, expect, it } from 'vitest';

import { buildReservationJsonLd, formatServiceDateTime, type TReservationJsonLdInput } from '../src/index.ts';

const BOOKING: TReservationJsonLdInput = {
  reference: 'TD-7KQ4-M2ZA',
  productType: 'restaurant',
  placeName: 'Bistro Nørrebro',
  address: 'Jægersborggade 12, 2200 København',
  telephone: '+45 3312 0007',
  date: '2026-11-23',
  time: '19:30:00',
  partySize: 4,
  guestName: 'Mette Hansen',
};

describe('buildReservationJsonLd', () => {
  it('describes a confirmed FoodEstablishmentReservation of the place, the party and the guest', () => {
    expect(buildReservationJsonLd(BOOKING)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FoodEstablishmentReservation',
      reservationNumber: 'TD-7KQ4-M2ZA',
      reservationStatus: 'https://schema.org/ReservationConfirmed',
      underName: { '@type': 'Person', name: 'Mette Hansen' },
      reservationFor: {
        '@type': 'Restaurant',
        name: 'Bistro Nørrebro',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Jægersborggade 12',
          postalCode: '2200',
          addressLocality: 'København',
          addressCountry: 'DK',
        },
        telephone: '+45 3312 0007',
      },
      startTime: '2026-11-23T19:30:00+01:00',
      partySize: 4,
    });
  });

  it('names bars BarOrPub and takeaway places FoodEstablishment', () => {
    const typeOf = (productType: TReservationJsonLdInput['productType']) =>
      (buildReservationJsonLd({ ...BOOKING, productType }).reservationFor as { '@type': string })['@type'];
    expect(typeOf('bar')).toBe('BarOrPub');
    expect(typeOf('takeaway')).toBe('FoodEstablishment');
  });

  it('leaves out a telephone the place has not given', () => {
    const jsonLd = buildReservationJsonLd({ ...BOOKING, telephone: null });
    expect(jsonLd.reservationFor).not.toHaveProperty('telephone');
  });
});

describe('formatServiceDateTime', () => {
  it('gives Copenhagen winter time +01:00 and summer time +02:00', () => {
    expect(formatServiceDateTime('2026-01-15', '12:00:00')).toBe('2026-01-15T12:00:00+01:00');
    expect(formatServiceDateTime('2026-07-15', '18:45:00')).toBe('2026-07-15T18:45:00+02:00');
  });

  it('switches on the last Sundays of March and October', () => {
    expect(formatServiceDateTime('2026-03-28', '20:00:00')).toBe('2026-03-28T20:00:00+01:00');
    expect(formatServiceDateTime('2026-03-29', '20:00:00')).toBe('2026-03-29T20:00:00+02:00');
    expect(formatServiceDateTime('2026-10-25', '20:00:00')).toBe('2026-10-25T20:00:00+01:00');
  });
});

describe('the address of the reservation', () => {
  it('keeps an address it cannot split as the street address', () => {
    const reservationFor = (address: string) =>
      (buildReservationJsonLd({ ...BOOKING, address }).reservationFor as { address: unknown }).address;
    expect(reservationFor('Havnen')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Havnen',
      addressCountry: 'DK',
    });
  });
});
