import { test, type APIRequestContext, type Page } from '@playwright/test';

export type TListedProduct = {
  id: number;
  slug: string;
  name: string;
  product_type: string;
  status: string;
  translations: { lang: string; slug: string; name: string }[];
};

/** Every place of a listing, straight from the API the pages use. */
export async function getListed(
  request: APIRequestContext,
  city: string,
  productType: string,
): Promise<TListedProduct[]> {
  const response = await request.get(`/api/v4/products?city=${city}&product_type=${productType}&per_page=60`);
  const body = (await response.json()) as { data: TListedProduct[] };
  return body.data;
}

/** Decides the consent banner up front, so it does not cover what a test clicks. */
export function decideConsentBeforeEach() {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'td_consent', value: 's0m0', url: baseURL ?? 'http://127.0.0.1' }]);
  });
}

/** Waits until the page has hydrated, so client handlers answer clicks. */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
