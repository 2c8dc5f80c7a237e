// Seeds the cities with their areas and, in each, its places (seed-place.ts).

import { PRODUCT_TYPES } from '@tredjedel/domain';

import * as t from '../schema.ts';
import { CITY_FACTS } from './facts.ts';
import type { TRandom } from './prng.ts';
import { seedPlace, type TSeedIdCounters } from './seed-place.ts';
import type { TSeededTags } from './seed-tags.ts';
import type { TPartnerCandidate, TSeededCity, TSeedTransaction } from './seed-types.ts';

export async function seedCitiesAndPlaces(
  tx: TSeedTransaction,
  random: TRandom,
  tags: TSeededTags,
): Promise<{ cityIds: TSeededCity[]; partnerCandidates: TPartnerCandidate[] }> {
  const usedNames = new Set<string>();
  const ids: TSeedIdCounters = { restaurantSystemId: 4100, restaurantMenuId: 91_000 };
  const cityIds: TSeededCity[] = [];
  const partnerCandidates: TPartnerCandidate[] = [];

  for (const [cityIndex, fact] of CITY_FACTS.entries()) {
    const productTypes = PRODUCT_TYPES.filter((type) => (fact.counts[type] ?? 0) > 0);
    const [city] = await tx
      .insert(t.cities)
      .values({
        slug: fact.slug,
        nameDa: fact.nameDa,
        nameEn: fact.nameEn,
        lat: fact.lat,
        long: fact.long,
        weight: cityIndex,
        productTypes,
      })
      .returning({ id: t.cities.id });
    if (!city) throw new Error('city insert returned nothing');
    cityIds.push({ id: city.id, slug: fact.slug, nameDa: fact.nameDa, nameEn: fact.nameEn, productTypes });
    const areaRows = await tx
      .insert(t.areas)
      .values(fact.areas.map(({ streets: _streets, ...area }) => ({ cityId: city.id, ...area })))
      .returning({
        id: t.areas.id,
        lat: t.areas.lat,
        long: t.areas.long,
        nameDa: t.areas.nameDa,
        nameEn: t.areas.nameEn,
      });

    const usedWordsInCity = new Set<string>();
    for (const productType of productTypes) {
      const count = fact.counts[productType] ?? 0;
      for (let index = 0; index < count; index += 1) {
        const partner = await seedPlace(tx, random, {
          productType,
          index,
          count,
          fact,
          cityId: city.id,
          areaRows,
          usedNames,
          usedWordsInCity,
          tags,
          ids,
        });
        if (partner) partnerCandidates.push(partner);
      }
    }
  }
  return { cityIds, partnerCandidates };
}
