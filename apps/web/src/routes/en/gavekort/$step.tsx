import { createFileRoute, useRouter } from '@tanstack/react-router';

import { GiftcardPage } from '../../../flows/giftcard/giftcard-page.tsx';
import { loadGiftcard, validateGiftcardSearch } from '../../../flows/giftcard/giftcard-loader.ts';

export const Route = createFileRoute('/en/gavekort/$step')({
  validateSearch: validateGiftcardSearch,
  loader: ({ context, params }) => loadGiftcard(context, 'en', params.step),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  const { api } = Route.useRouteContext();
  const data = Route.useLoaderData();
  const search = Route.useSearch();
  const router = useRouter();
  return (
    <GiftcardPage
      api={api}
      locale="en"
      step={data.step}
      isPaymentFailed={search.ispafa === 1}
      navigate={(href, { replace }) => void router.navigate({ href, replace })}
    />
  );
}
