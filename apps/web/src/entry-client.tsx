import '@tredjedel/ui/styles.css';

import { RouterProvider } from '@tanstack/react-router';
import { hydrate as hydrateRouter } from '@tanstack/react-router/ssr/client';
import { createApiClient } from '@tredjedel/api-client';
import { getPathLocale } from '@tredjedel/domain';
import { hydrateInTurns } from '@tredjedel/ui';
import { hydrateRoot } from 'react-dom/client';

import { noteServerDate } from './flows/shared/server-clock.ts';
import { formatNumber } from './lib/format.ts';
import { loadCatalog } from './lib/i18n.ts';
import { readPageData } from './lib/page-data.ts';
import './lib/preact-options.ts';
// A component that keeps rendering itself stops with an error instead of freezing the tab.
import './lib/render-loop-guard.ts';
import { createRouter } from './router.tsx';

// docs/product/spec.md §2: any service worker left by an earlier version of the site is removed on load.
void navigator.serviceWorker
  ?.getRegistrations()
  .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())));

/**
 * The parent Preact hydrates the document's <html> element into. Given `document` itself, Preact
 * renders into <html> (its children are head and body: https://github.com/preactjs/preact/issues/3794),
 * but the root route renders <html> itself, as React expects; this parent's only child is <html>.
 */
function documentParent(): Element {
  const html = document.documentElement;
  const parent = {
    nodeType: 11,
    namespaceURI: html.namespaceURI,
    get firstChild() {
      return document.documentElement;
    },
    get childNodes() {
      return [document.documentElement];
    },
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    appendChild: (node: Node) => document.appendChild(node),
    removeChild: (node: Node) => document.removeChild(node),
    contains: (node: Node) => document.contains(node),
  };
  return parent as unknown as Element;
}

/** Ends the current task: what follows runs in a task of its own, after the browser has had a turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function hydrate() {
  // In development, Preact's checks: hydration mismatches and hook misuse are reported in the console.
  if (import.meta.env.DEV) await import('preact/debug');
  const page = readPageData(document);
  const locale = getPathLocale(window.location.pathname);
  // Only this page's language: the server preloads its catalog next to this script.
  const messages = await loadCatalog(locale);
  // A page's first Intl number format loads the language's number data: about 50 ms on a slow
  // phone, which would otherwise be part of hydration's one long task (docs/decisions/0111).
  await nextTask();
  formatNumber(0, locale);
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
  // The router's state comes from the server's page first (what RouterClient does inside a
  // suspending <Await>). Preact has no root that may suspend, so it is awaited here, before the
  // first render (docs/decisions/0107).
  await hydrateRouter(router).finally(() => window.$_TSR?.h());
  await nextTask();
  // Preact hydrates in one task (it has no transitions to slice it, as React did: ADR 0105); the
  // page's content and footer wait for turns of their own (docs/decisions/0111).
  await hydrateInTurns(() => hydrateRoot(documentParent(), <RouterProvider router={router} />), nextTask);
  // Tests and tooling wait for this mark: from here on, every part of the page answers. Preact runs
  // the last part's effects after the next frame (or 100 ms, in a hidden tab); the mark follows them.
  const mark = () => {
    clearTimeout(fallback);
    setTimeout(() => {
      document.documentElement.dataset.hydrated = '';
    }, 0);
  };
  const fallback = setTimeout(mark, 100);
  requestAnimationFrame(mark);
}

void hydrate();
