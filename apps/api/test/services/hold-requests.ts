import { getServiceDate } from '@tredjedel/domain';

import type { THoldRequest } from '../../src/services/booking/take-hold.ts';
import type { TTestApp } from '../helper.ts';
import type { TBookable } from '../routes/api/v4/booking/booking-fixtures.ts';

/**
 * Builds what `takeHolds` reads (services/booking/take-hold.ts) for tests that call it directly: each
 * request a new hold of `covers` at `place`, 15 minutes long, from its own visitor and address
 * unless `extra` says otherwise, under limits no test reaches by accident. `label` keeps one suite's
 * hold ids and visitors apart from another's.
 */
export function holdRequests(label: string, network: string) {
  let requestNumber = 0;
  return (ctx: TTestApp, place: TBookable, covers: number, extra: Partial<THoldRequest> = {}) => {
    requestNumber += 1;
    const now = ctx.clock.now();
    return {
      product_id: place.productId,
      service_date: getServiceDate(now),
      time: place.time.slice(0, 5),
      now: now.toISOString(),
      // 16 characters, as the server's own hold ids (createRandomId(16) in take-hold.ts).
      hold_id: `${label}${String(requestNumber).padStart(16 - label.length, '0')}`,
      covers,
      lang: 'da',
      expire_at: new Date(now.getTime() + 15 * 60_000).toISOString(),
      owner_id: `${label}-visitor-${requestNumber}`,
      client_address: `${network}.${requestNumber % 250}`,
      menu_ids: [place.menuId],
      menu_counts: [covers],
      holds_per_visitor: 5,
      covers_per_visitor: 20,
      holds_per_address: 20,
      covers_per_address: 100,
      move_hold_id: null,
      rate_key: null,
      rate_window_ms: 0,
      rate_max: 0,
      ...extra,
    } satisfies THoldRequest;
  };
}
