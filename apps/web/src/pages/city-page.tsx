import type { TApiClient } from '@tredjedel/api-client';
import type { TLocale } from '@tredjedel/domain';

import { AreaPage } from './area/area-page.tsx';
import type { TCityPageData } from './city-loader.ts';
import { ListingPage } from './listing/listing-page.tsx';

/** A listing, a map view or an area page: what loadCityPage found at the path. */
export function CityPage({ api, locale, data }: { api: TApiClient; locale: TLocale; data: TCityPageData }) {
  return data.kind === 'listing' ? (
    <ListingPage api={api} locale={locale} data={data} />
  ) : (
    <AreaPage api={api} locale={locale} data={data} />
  );
}
