import { renderPlainPage } from '../../lib/plain-page.ts';
import { escapeHtml } from '../../services/mailer/templates.ts';

const TEXT = {
  da: {
    title: 'Afmeld ventelister',
    ask: 'Vil du fjerne din e-mailadresse fra alle ventelister hos Tredjedel og ikke få flere e-mails om ledige borde?',
    button: 'Ja, afmeld mig',
    done: 'Din adresse er fjernet fra alle ventelister. Du får ikke flere e-mails om ledige borde.',
    invalid: 'Linket virker ikke. Brug linket fra den seneste e-mail om et ledigt bord.',
  },
  en: {
    title: 'Leave the waitlists',
    ask: 'Remove your e-mail address from every Tredjedel waitlist and get no more e-mails about free tables?',
    button: 'Yes, unsubscribe me',
    done: 'Your address is off every waitlist. You will get no more e-mails about free tables.',
    invalid: 'This link does not work. Use the link in the latest e-mail about a free table.',
  },
} as const;

export type TOptOutPageState = 'ask' | 'done' | 'invalid';

const OPT_OUT_STYLE = `body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a1a; }
    button { font: inherit; padding: .75rem 1.25rem; border-radius: .5rem; border: 2px solid #0b5d3b; background: #0b5d3b; color: #fff; cursor: pointer; }
    button:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }`;

/** The opt-out page (ADR 0415): the question with one button, the receipt, or a refusal. No script. */
export function renderOptOutPage(lang: 'da' | 'en', state: TOptOutPageState, action: string): string {
  const text = TEXT[lang];
  const body =
    state === 'ask'
      ? `<p>${text.ask}</p>
    <form method="post" action="${escapeHtml(action)}">
      <input type="hidden" name="List-Unsubscribe" value="One-Click">
      <button type="submit">${text.button}</button>
    </form>`
      : `<p role="status">${state === 'done' ? text.done : text.invalid}</p>`;
  return renderPlainPage({
    lang,
    title: text.title,
    style: OPT_OUT_STYLE,
    main: `    <h1>${text.title}</h1>
    ${body}`,
  });
}
