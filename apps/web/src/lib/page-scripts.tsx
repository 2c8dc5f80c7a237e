import { useMatches } from '@tanstack/react-router';

/**
 * The module scripts of the production build a page runs (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md): the entry, and the
 * modules it runs before it is interactive, which the browser fetches side by side instead of one
 * import after the other.
 */
export type TPageScripts = {
  /** The entry's URL (/assets/entry-client-….js). */
  entry: string;
  /** What every page of a language runs: the entry's static imports and the language's catalog. */
  preloads: readonly string[];
  /** What a route's page adds, by route id: its lazy page chunk and that chunk's imports. */
  routePreloads: Readonly<Record<string, readonly string[]>>;
};

/** How many module preloads the loader adds in one task (a few milliseconds each on a slow phone). */
const PRELOADS_PER_TASK = 4;

/**
 * Starts the page's scripts once the page has been painted: the browser draws the server's HTML
 * and the pictures it needs first, and only then spends the network and the main thread on
 * scripts. The script reads its list from its own data attributes, so its text (and the CSP hash
 * of it) is the same on every page. A page opened in a background tab paints no frame, so it
 * starts at once there, and a tab shown before its first frame starts on that.
 *
 * The links go in a few at a time, one task each: every `modulepreload` the browser takes in
 * starts a fetch on the main thread, and a page's twenty-odd in one task made the longest task of
 * its load in Lighthouse's traces (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md). The entry goes in with the first
 * batch: its own imports are among the first links, and the rest are in before it has arrived.
 */
const SCRIPT_LOADER = [
  '(function(){',
  'var d=document,s=d.currentScript,started=false,left;',
  "function add(href){var l=d.createElement('link');l.rel='modulepreload';l.href=href;d.head.appendChild(l)}",
  `function batch(){left.splice(0,${PRELOADS_PER_TASK}).forEach(add);if(left.length)setTimeout(batch,0)}`,
  'function start(){',
  'if(started)return;started=true;',
  "left=(s.getAttribute('data-preload')||'').split(' ').filter(Boolean);batch();",
  "var e=d.createElement('script');e.type='module';e.src=s.getAttribute('data-entry');d.head.appendChild(e)}",
  "if(d.visibilityState==='hidden')start();",
  'else{requestAnimationFrame(function(){setTimeout(start,0)});',
  "d.addEventListener('visibilitychange',start,{once:true})}",
  '})()',
].join('');

/** Every module a page with these routes runs before it is interactive, each once, in load order. */
function pagePreloads(scripts: TPageScripts, routeIds: readonly string[]): string[] {
  return [...new Set([...scripts.preloads, ...routeIds.flatMap((id) => scripts.routePreloads[id] ?? [])])];
}

/**
 * The loader, at the end of the body. The server writes its list; the browser renders the same
 * element without one (hydration keeps the server's attributes, and the script has run by then).
 * In development Vite's own scripts load the page instead (entry-server.tsx).
 */
export function PageScriptLoader({ scripts }: { scripts: TPageScripts | undefined }) {
  const routeIds = useMatches({ select: (matches) => matches.map((match) => match.routeId as string) });
  if (import.meta.env.DEV) return null;
  return (
    <script
      data-entry={scripts?.entry}
      data-preload={scripts ? pagePreloads(scripts, routeIds).join(' ') : undefined}
      // The loader's own text, the same on every page: not data from anywhere else.
      dangerouslySetInnerHTML={{ __html: SCRIPT_LOADER }}
    />
  );
}
