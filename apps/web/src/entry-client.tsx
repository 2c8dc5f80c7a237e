import '@tredjedel/ui/styles.css';

import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createApiClient } from '@tredjedel/api-client';
import { getPathLocale } from '@tredjedel/domain';
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

async function hydrate() {
  const page = readPageData(document);
  const locale = getPathLocale(window.location.pathname);
  // Only this page's language: the server preloads its catalog next to this script.
  const messages = await loadCatalog(locale);
  // A shared page has no token: the client then asks the API for one before its first POST.
  const api = createApiClient({
    csrfToken: () => page.csrfToken || undefined,
    fetch: async (...args: Parameters<typeof fetch>) => {
      const response = await fetch(...args);
      noteServerDate(response);
      return response;
    },
  });
  const router = createRouter({ api, page, locale, messages, origin: window.location.origin });
  // Hydrated as a transition: React then works in slices of a few milliseconds and yields to the
  // browser between them, instead of one long task for the whole page (ADR 0105).
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />);
  });
}

void hydrate();
