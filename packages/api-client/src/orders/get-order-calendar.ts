import { API_BASE, API_PATHS } from '@tredjedel/domain';

import type { TOrderArgs } from './get-order.ts';

/**
 * `GET orders/{reference}/calendar.ics?token=…`: a file the browser downloads, so this gives its
 * address for a plain link rather than fetching it.
 */
export function getOrderCalendarHref(
  { reference, token, local }: TOrderArgs,
  baseUrl: string = API_BASE,
): string {
  return `${baseUrl.replace(/\/$/, '')}/${API_PATHS.orderCalendar(reference)}?${new URLSearchParams({ token, local }).toString()}`;
}
