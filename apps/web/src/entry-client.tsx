import '@tredjedel/ui/styles.css';

import { RouterProvider } from '@tanstack/react-router';
import { hydrate as hydrateRouter } from '@tanstack/react-router/ssr/client';
import { createApiClient } from '@tredjedel/api-client';
import { getPathLocale } from '@tredjedel/domain';
import { whenRegionsHydrated } from '@tredjedel/ui';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { noteServerDate } from './flows/shared/server-clock.ts';
import { loadCatalog } from './lib/i18n.ts';
import { readPageData } from './lib/page-data.ts';
import { createRouter } from './router.tsx';

// docs/product/spec.md §2: any service worker left by an earlier version of the site is removed on load.
void navigator.serviceWorker
  ?.getRegistrations()
  .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())));

/** Ends the current task: what follows runs in a task of its own, after the browser has had a turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function hydrate() {
  const page = readPageData(document);
  const locale = getPathLocale(window.location.pathname);
  // Only this page's language: the server preloads its catalog next to this script.
  const messages = await loadCatalog(locale);
  await nextTask();
  // A shared page has no token: the client then asks the API for one before its first POST.
  const api = createApiClient({
    csrfToken: () => page.csrfToken || undefined,
    fetch: async (...args: Parameters<typeof fetch>) => {
      const response = await fetch(...args);
      noteServerDate(response);
      return response;
    },
  });
  const router = createRouter({ api, page, locale, messages, origin: page.origin });
  // Building the route tree and matching the address is a task's worth on a slow phone; reading
  // the server's state into it is another (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md).
  await nextTask();
  // The router's state comes from the server's page first (what RouterClient does inside a
  // suspending <Await>), so the root hydrates without suspending.
  await hydrateRouter(router).finally(() => window.$_TSR?.h());
  // A transition: React hydrates the document in slices that yield to the browser every few
  // milliseconds, and each region of the site shell (header, content, footer, consent banner) in
  // a render of its own after that; one the visitor touches goes first (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md).
  startTransition(() => {
    // The same tree as the server's (RouterServer renders RouterProvider), so useId's ids match.
    hydrateRoot(document, <RouterProvider router={router} />);
  });
  await whenRegionsHydrated();
  // Tests and tooling wait for this mark: from here on, every part of the page answers.
  document.documentElement.dataset.hydrated = '';
}

void hydrate();
