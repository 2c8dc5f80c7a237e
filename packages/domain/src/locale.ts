import { z } from 'zod';

/** The product's languages; Danish is the default and has no path prefix. */
export const LOCALES = ['da', 'en'] as const;

export const ZLocale = z.enum(LOCALES);
export type TLocale = z.infer<typeof ZLocale>;
