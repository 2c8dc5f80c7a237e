import { countDayList, DAY_LIST_COLUMNS, formatDayListCells, type TDayListColumn } from '@tredjedel/domain';

import { renderPlainPage } from '../../lib/plain-page.ts';
import { escapeHtml } from '../../services/mailer/templates.ts';
import type { TDailyList } from '../../services/restaurant/daily-list.ts';

/** Screen and paper: the same table as the console's printed today page, fitting A4 (console.css). */
const STYLE = `body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: .5rem .75rem; border-bottom: 1px solid #ddd; vertical-align: top; overflow-wrap: anywhere; }
    th { background: #f4f1ea; }
    .note { color: #555; }
    @page { size: A4; margin: 12mm; }
    @media print {
      body { margin: 0; max-width: none; padding: 0; font-size: 10pt; }
      table { table-layout: fixed; }
      th, td { padding: 1.5mm 2mm; border-bottom: .3mm solid #999; }
      th { background: none; }
      tr { break-inside: avoid; }
      a { color: inherit; text-decoration: none; }
    }`;

/** The columns' headings, in Danish: the restaurant's list (the console shows the same in either language). */
const HEADINGS: Record<TDayListColumn, string> = {
  time: 'Tid',
  party: 'Personer',
  menus: 'Menuer',
  guest: 'Navn',
  phone: 'Telefon',
  reference: 'Ordrenummer',
  paid: 'Betalt',
  requests: 'Særlige ønsker',
};

function document(title: string, body: string): string {
  return renderPlainPage({ lang: 'da', title: escapeHtml(title), style: STYLE, main: body });
}

/**
 * The place's list of one service day's bookings: the printed view of the console's today page
 * (the same rows, `findDayBookings`, and columns, `DAY_LIST_COLUMNS`), plain HTML, no script.
 */
export function renderDailyListPage(list: TDailyList): string {
  const title = `Bookinger ${list.date}`;
  const cellOf = (column: TDayListColumn, value: string) => {
    if (column === 'phone')
      return `<a href="tel:${escapeHtml(value.replace(/\s/g, ''))}">${escapeHtml(value)}</a>`;
    // A guest's requests keep their lines on paper.
    return column === 'requests' ? escapeHtml(value).replace(/\n/g, '<br>') : escapeHtml(value);
  };
  const rows = list.bookings
    .map((booking) => {
      const cells = formatDayListCells(booking, 'da');
      return `      <tr>${DAY_LIST_COLUMNS.map((column) => `<td>${cellOf(column, cells[column])}</td>`).join('')}</tr>`;
    })
    .join('\n');
  const { bookings, guests } = countDayList(list.bookings);
  const body =
    list.bookings.length === 0
      ? '    <p>Ingen bookinger gennem Tredjedel denne dag.</p>'
      : `    <p>${bookings === 1 ? '1 booking' : `${bookings} bookinger`}, ${guests === 1 ? '1 person' : `${guests} personer`} i alt.</p>
    <table>
      <thead><tr>${DAY_LIST_COLUMNS.map((column) => `<th>${HEADINGS[column]}</th>`).join('')}</tr></thead>
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
