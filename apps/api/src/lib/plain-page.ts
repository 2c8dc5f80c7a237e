/**
 * The frame of the few pages the server writes itself rather than the web app renders (the
 * built-in gateway's payment page, a place's daily list, the waitlist's opt-out): plain HTML, no
 * script, never indexed. `title` and `main` are HTML: the caller escapes what it did not write.
 */
export function renderPlainPage(page: {
  lang: string;
  title: string;
  style: string;
  main: string;
  /** The site's icon in the tab, where a visitor stays on the page (the payment page). */
  withIcon?: boolean;
}): string {
  const icon = page.withIcon ? '\n  <link rel="icon" href="/favicon.svg" type="image/svg+xml">' : '';
  return `<!doctype html>
<html lang="${page.lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">${icon}
  <title>${page.title} – Tredjedel</title>
  <style>
    ${page.style}
  </style>
</head>
<body>
  <main>
${page.main}
  </main>
</body>
</html>`;
}
