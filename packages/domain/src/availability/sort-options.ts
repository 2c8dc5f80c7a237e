import type { TSortId } from '../entities/filters.ts';
import { SORT_IDS } from '../entities/filters.ts';

export const isSortId = (value: unknown): value is TSortId =>
  (SORT_IDS as readonly unknown[]).includes(value);
