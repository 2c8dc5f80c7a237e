import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tredjedel/domain';
import type { TBookingLineItem, TLocale } from '@tredjedel/domain';
import { SummaryTable, type TSummaryLine } from '@tredjedel/ui/forms/fields';

/**
 * The order's lines as the server priced them (VAT contained, fee, gift codes, total). Before
 * payment (`isToPay`) an order gift codes pay in full shows no VAT line: nothing is paid, and
 * "of which VAT" on 0 kr reads as a charge; the receipt afterwards keeps it (pricing.ts).
 */
export function OrderSummary({
  lines,
  locale,
  isToPay = false,
}: {
  lines: readonly TBookingLineItem[];
  locale: TLocale;
  isToPay?: boolean;
}) {
  const { t } = useLingui();
  const isNothingToPay = lines.some((line) => line.type === 'total_amount' && line.amount === 0);
  const rows: TSummaryLine[] = [...lines]
    .filter((line) => !(isToPay && isNothingToPay && line.type === 'vat'))
    .sort((a, b) => a.weight - b.weight)
    .map((line, index) => ({
      key: `${line.type}-${index}`,
      label: line.type === 'menu' && line.quantity ? `${line.quantity} × ${line.title}` : line.title,
      amount: formatMoney(line.amount, locale),
      ...(line.type === 'total_amount'
        ? { tone: 'total' as const }
        : line.type === 'vat'
          ? { tone: 'muted' as const }
          : line.type === 'giftcode'
            ? { tone: 'deduction' as const }
            : {}),
    }));
  return <SummaryTable caption={t`Din ordre`} lines={rows} />;
}
