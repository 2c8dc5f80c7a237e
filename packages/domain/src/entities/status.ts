import { z } from 'zod';

import { PRODUCT_STATUSES } from '../product-type.ts';

/** Statuses of time slots and seats: a product's statuses plus on-hold (docs/product/spec.md §4). */
const SLOT_STATUSES = [...PRODUCT_STATUSES, 'on-hold'] as const;
export const ZSlotStatus = z.enum(SLOT_STATUSES);
export type TSlotStatus = z.infer<typeof ZSlotStatus>;
