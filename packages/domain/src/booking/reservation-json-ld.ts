import type { TProductType } from '../product-type.ts';
import { formatServiceDateTime } from './service-day.ts';

/** What a confirmed booking's schema.org reservation needs; the same on the page and in the e-mail. */
export type TReservationJsonLdInput = {
  /** The order reference the guest quotes. */
  reference: string;
  productType: TProductType;
  placeName: string;
  /** The place's address as stored: `Street 12, 2100 City`. */
  address: string;
  telephone: string | null;
  /** Service day (YYYY-MM-DD) and Copenhagen arrival time (HH:MM:SS). */
  date: string;
  time: string;
  partySize: number;
  guestName: string;
};

/** schema.org's type of each kind of place. */
const PLACE_TYPE: Record<TProductType, string> = {
  restaurant: 'Restaurant',
  bar: 'BarOrPub',
  takeaway: 'FoodEstablishment',
};

const ADDRESS_PATTERN = /^(.+?),\s*(\d{4})\s+(.+)$/;

/** A stored address as a schema.org PostalAddress; one that does not read `street, postcode city` stays whole. */
const toPostalAddress = (address: string): Record<string, string> => {
  const match = ADDRESS_PATTERN.exec(address.trim());
  const parts: Record<string, string> = match
    ? { streetAddress: match[1] ?? '', postalCode: match[2] ?? '', addressLocality: match[3] ?? '' }
    : { streetAddress: address.trim() };
  return { '@type': 'PostalAddress', ...parts, addressCountry: 'DK' };
};

/**
 * The booking as a schema.org FoodEstablishmentReservation (JSON-LD), which mail clients and search
 * engines read to show the reservation as a card. The start time carries Copenhagen's offset that day.
 */
export const buildReservationJsonLd = (input: TReservationJsonLdInput): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'FoodEstablishmentReservation',
  reservationNumber: input.reference,
  reservationStatus: 'https://schema.org/ReservationConfirmed',
  underName: { '@type': 'Person', name: input.guestName },
  reservationFor: {
    '@type': PLACE_TYPE[input.productType],
    name: input.placeName,
    address: toPostalAddress(input.address),
    ...(input.telephone ? { telephone: input.telephone } : {}),
  },
  startTime: formatServiceDateTime(input.date, input.time),
  partySize: input.partySize,
});

/** JSON-LD text for a `<script type="application/ld+json">`: `<` escaped so it can never close the element early. */
export const serializeJsonLd = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
