import { escapeHtml } from '../../services/mailer/templates.ts';
import type { TDailyList } from '../../services/restaurant/daily-list.ts';

const STYLE = `body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: .5rem .75rem; border-bottom: 1px solid #ddd; vertical-align: top; }
    th { background: #f4f1ea; }
    .note { color: #555; }`;

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="da">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(title)} – Tredjedel</title>
  <style>
    ${STYLE}
  </style>
</head>
<body>
  <main>
${body}
  </main>
</body>
</html>`;
}

/** The place's list of one service day's bookings: plain HTML, no script, printable. */
export function renderDailyListPage(list: TDailyList): string {
  const title = `Bookinger ${list.date}`;
  const rows = list.bookings
    .map(
      (booking) => `      <tr>
        <td>${escapeHtml(booking.time.slice(0, 5))}</td>
        <td>${booking.numPerson}</td>
        <td>${booking.menus.map((menu) => `${menu.count} × ${escapeHtml(menu.name)}`).join('<br>') || '–'}</td>
        <td>${escapeHtml(booking.guestName)}</td>
        <td><a href="tel:${escapeHtml(booking.guestPhone.replace(/\s/g, ''))}">${escapeHtml(booking.guestPhone)}</a></td>
        <td>${escapeHtml(booking.reference)}</td>
        <td>${escapeHtml(booking.specialRequests).replace(/\n/g, '<br>') || '–'}</td>
      </tr>`,
    )
    .join('\n');
  const covers = list.bookings.reduce((sum, booking) => sum + booking.numPerson, 0);
  const body =
    list.bookings.length === 0
      ? '    <p>Ingen bookinger gennem Tredjedel denne dag.</p>'
      : `    <p>${list.bookings.length} bookinger, ${covers} personer i alt.</p>
    <table>
      <thead><tr><th>Tid</th><th>Personer</th><th>Menuer</th><th>Navn</th><th>Telefon</th><th>Ordrenummer</th><th>Særlige ønsker</th></tr></thead>
      <tbody>
${rows}
      </tbody>
    </table>`;
  return document(
    title,
    `    <h1>${escapeHtml(list.placeName)}: bookinger ${escapeHtml(list.date)}</h1>
${body}
    <p class="note">Listen viser bekræftede bookinger gennem Tredjedel. Linket er personligt for stedet; del det ikke.</p>`,
  );
}

/** Why a link does not open, in Danish with English below (the restaurant's staff may read either). */
export function renderDailyListRefusal(reason: 'tampered' | 'expired'): string {
  const text =
    reason === 'expired'
      ? {
          heading: 'Linket er udløbet',
          da: 'Brug linket i den nyeste booking-e-mail fra Tredjedel.',
          en: 'This link has expired. Use the link in the latest booking e-mail from Tredjedel.',
        }
      : {
          heading: 'Linket er ugyldigt',
          da: 'Åbn det præcis, som det står i e-mailen fra Tredjedel.',
          en: 'This link is not valid. Open it exactly as it appears in the e-mail from Tredjedel.',
        };
  return document(
    text.heading,
    `    <h1>${text.heading}</h1>
    <p>${text.da}</p>
    <p lang="en" class="note">${text.en}</p>`,
  );
}
