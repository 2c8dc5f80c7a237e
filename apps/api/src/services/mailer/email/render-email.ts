import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** A designed e-mail's HTML part; the text part is written beside it, line by line, by each mail. */
export function renderEmailHtml(email: ReactElement): Promise<string> {
  return render(email);
}
