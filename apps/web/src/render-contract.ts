// The contract between apps/api and the web app's server build (`dist/server/entry-server.js`):
// the API's page plugin (apps/api/src/page-host/web-pages.ts) imports these types from
// `@tredjedel/web/render-contract`, so the two sides cannot drift apart (ADR 0003). Types only,
// and nothing that needs the DOM: the API type-checks this file with Node's types.

/** Per-visitor values the server puts into every page (docs/product/spec.md §6 and §9). */
export type TPageData = {
  /**
   * Sent back in X-CSRF-TOKEN on every state-changing call. Empty in a shared page, where the
   * browser asks for one (docs/design.md "Rendering speed").
   */
  csrfToken: string;
  /**
   * The server's clock (ISO), so "today" in the browser is the server's today; shared pages keep
   * the time of their render for their moment.
   */
  serverTime: string;
  /**
   * The site's origin (the server's PUBLIC_URL), the start of every absolute link on the page
   * (canonical, hreflang, og, JSON-LD): never the address a request names, so a page a shared cache
   * keeps is the same for every visitor (docs/decisions/0240-requests-csrf-rate-limits-hardening-and-addresses.md).
   */
  origin: string;
  /** The site's tracking switches (the server's DATA_LAYER and AD_PIXEL_ID), the same for everyone (ADR 0400). */
  tracking?: TTrackingSwitches;
};

export type TTrackingSwitches = { isDataLayerEnabled: boolean; adPixelId: string };

/** What the API hands the web app to render one page. */
export type TRenderInput = TPageData & {
  request: Request;
  /** Answers /api/v4 calls in-process, so rendering a page never goes over the network. */
  fetchApi: typeof fetch;
};

/** The server build's one export. */
export type TRender = (input: TRenderInput) => Promise<Response>;
