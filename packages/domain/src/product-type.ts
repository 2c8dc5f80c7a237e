import { z } from 'zod';

/** Product types in the order the product shows them (docs/product/spec.md §2). */
export const PRODUCT_TYPES = ['restaurant', 'bar', 'takeaway'] as const;

export const ZProductType = z.enum(PRODUCT_TYPES);
export type TProductType = z.infer<typeof ZProductType>;

/** Statuses of products and time slots (docs/product/spec.md §4); seats and times may also be on hold. */
export const PRODUCT_STATUSES = ['in-stock', 'soldout', 'showcase'] as const;
export const ZProductStatus = z.enum(PRODUCT_STATUSES);
export type TProductStatus = z.infer<typeof ZProductStatus>;
