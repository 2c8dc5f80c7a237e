import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tredjedel/domain';
import type { TBookingLineItem, TLocale } from '@tredjedel/domain';
import { SummaryTable, type TSummaryLine } from '@tredjedel/ui/forms/fields';

/** The order's lines as the server priced them (VAT contained, fee, gift codes, total). */
export function OrderSummary({ lines, locale }: { lines: readonly TBookingLineItem[]; locale: TLocale }) {
  const { t } = useLingui();
  const rows: TSummaryLine[] = [...lines]
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
