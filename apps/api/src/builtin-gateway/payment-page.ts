import { formatMoney } from '@tredjedel/domain';

import { renderPlainPage } from '../lib/plain-page.ts';
import { escapeHtml } from '../services/mailer/templates.ts';
import type { TPaymentPageData } from './builtin-provider.ts';

const TEXT = {
  da: {
    title: 'Betaling',
    heading: 'Betal din ordre',
    amount: 'Beløb',
    reference: 'Ordrenummer',
    note: 'Dette er Tredjedels indbyggede betalingsside til udvikling og test. Der trækkes ingen penge.',
    pay: 'Betal',
    decline: 'Afvis betaling',
    done: 'Denne betaling er afsluttet.',
    refunded:
      'Bordet blev taget, før betalingen nåede frem, så beløbet tilbageføres til dit kort. Se din e-mail.',
    back: 'Fortsæt',
  },
  en: {
    title: 'Payment',
    heading: 'Pay for your order',
    amount: 'Amount',
    reference: 'Order reference',
    note: "This is Tredjedel's built-in payment page for development and testing. No money is taken.",
    pay: 'Pay',
    decline: 'Decline payment',
    done: 'This payment has been completed.',
    refunded:
      'The table was taken before the payment arrived, so the amount is refunded to your card. See your e-mail.',
    back: 'Continue',
  },
} as const;

const PAYMENT_PAGE_STYLE = `body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a1a; }
    dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; }
    dt { font-weight: 600; }
    button { font: inherit; padding: .75rem 1.25rem; margin: .25rem .5rem .25rem 0; border-radius: .5rem; border: 2px solid #0b5d3b; background: #0b5d3b; color: #fff; cursor: pointer; }
    button.secondary { background: #fff; color: #0b5d3b; }
    button:focus-visible, a:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
    .note { color: #555; font-size: .9rem; }`;

/** The hosted payment page: amount, reference, Pay and Decline. Plain HTML, no script. */
export function renderPaymentPage(payment: TPaymentPageData, continuePath: string | null): string {
  const text = TEXT[payment.lang];
  const action = `/pay/${encodeURIComponent(payment.paymentId)}/complete`;
  const body =
    payment.status === 'pending'
      ? `<form method="post" action="${action}">
      <button type="submit" name="action" value="pay">${text.pay}</button>
      <button type="submit" name="action" value="decline" class="secondary">${text.decline}</button>
    </form>`
      : `<p role="status">${payment.status === 'refunded' || payment.status === 'refund_due' ? text.refunded : text.done}</p>${continuePath ? `<p><a href="${escapeHtml(continuePath)}">${text.back}</a></p>` : ''}`;
  return renderPlainPage({
    lang: payment.lang,
    title: text.title,
    withIcon: true,
    style: PAYMENT_PAGE_STYLE,
    main: `    <h1>${text.heading}</h1>
    <dl>
      <dt>${text.amount}</dt><dd>${escapeHtml(formatMoney(payment.amount, payment.lang))}</dd>
      <dt>${text.reference}</dt><dd>${escapeHtml(payment.reference)}</dd>
    </dl>
    ${body}
    <p class="note">${text.note}</p>`,
  });
}
