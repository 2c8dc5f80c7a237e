import type { ReactElement } from 'react';

/**
 * A designed e-mail's HTML part; the text part is written beside it, line by line, by each mail.
 * The renderer (React's server renderer with it) is loaded by the first e-mail, not at the
 * server's start: about 140 ms of a start before it
 * (docs/decisions/0001-workspace-toolchain-and-running-the-server.md, "Start-up").
 */
export async function renderEmailHtml(email: ReactElement): Promise<string> {
  const { render } = await import('@react-email/render');
  return render(email);
}
