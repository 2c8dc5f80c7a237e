export * from './locale.ts';
export * from './product-type.ts';
export * from './constants.ts';
export * from './time.ts';

export * from './entities/status.ts';
export * from './entities/product.ts';
export * from './entities/taxonomy.ts';
export * from './entities/booking.ts';
export * from './entities/giftcard.ts';
export * from './entities/filters.ts';
export * from './entities/page-state.ts';

export * from './contract/errors.ts';
export * from './contract/limits.ts';
export * from './contract/paths.ts';
export * from './contract/products.ts';
export * from './contract/booking.ts';
export * from './contract/orders.ts';
export * from './contract/giftcard.ts';
export * from './contract/waitlist.ts';
export * from './contract/content.ts';
export * from './contract/places.ts';
export * from './contract/navigation.ts';
export * from './contract/console.ts';
export * from './contract/partners.ts';
export * from './contract/console-new-place.ts';

export * from './errors/catalogue.ts';
export * from './errors/map-api-error.ts';

export * from './validation/result.ts';
export * from './validation/booking.ts';
export * from './validation/contact.ts';
export * from './validation/coop.ts';
export * from './validation/guest.ts';
export * from './validation/giftcard.ts';

export * from './pricing/pricing.ts';
export * from './money/format-money.ts';

export * from './availability/collation.ts';
export * from './availability/availability.ts';
export * from './availability/bookable.ts';
export * from './availability/slot-covers.ts';
export * from './availability/sort-options.ts';

export * from './filters/listing-query.ts';
export * from './routes/routes.ts';
export * from './routes/page-paths.ts';
export * from './routes/console-paths.ts';
export * from './routes/slugify.ts';
export * from './filters/query-string.ts';

export * from './machines/derive-model.ts';
export * from './machines/to-mermaid.ts';
export * from './booking/steps.ts';
export * from './booking/seat-picker.ts';
export * from './booking/booking-machine.ts';
export * from './booking/booking-flow-model.ts';
export * from './giftcard/giftcard-machine.ts';
export * from './giftcard/giftcard-flow-model.ts';
export * from './booking/service-day.ts';
export * from './booking/reservation-json-ld.ts';
export * from './booking/waitlist.ts';
export * from './booking/cancellation.ts';
export * from './format/format-date-time.ts';
export * from './format/format-number.ts';
export * from './format/plural-category.ts';
export * from './format/day-list.ts';
export * from './orders/order-reference.ts';
