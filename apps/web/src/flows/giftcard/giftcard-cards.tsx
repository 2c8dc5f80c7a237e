import { useLingui } from '@lingui/react/macro';
import {
  formatInstantDate,
  formatMoney,
  type TGiftcardOrderConfirmation,
  type TLocale,
} from '@tredjedel/domain';

/**
 * The paid cards of a gift-card order, as the buyer passes them on: each card with its amount,
 * code, recipient, message and last day, and a button that prints them. The print stylesheet
 * (packages/ui/src/styles/giftcard.css) prints this section alone, one card per page.
 */
export function GiftcardCards({ order, locale }: { order: TGiftcardOrderConfirmation; locale: TLocale }) {
  const { t } = useLingui();
  if (order.cards.length === 0) return null;
  return (
    <section className="td-giftcards" aria-labelledby="td-giftcards-title">
      <div className="td-giftcards__head">
        <h2 id="td-giftcards-title" className="td-flow__section-title">
          {order.cards.length === 1 ? t`Dit gavekort` : t`Dine ${order.cards.length} gavekort`}
        </h2>
        <button type="button" className="td-button td-button--secondary" onClick={() => window.print()}>
          {order.cards.length === 1 ? t`Udskriv gavekortet` : t`Udskriv gavekortene`}
        </button>
      </div>
      <p className="td-giftcards__note">{t`Der udskrives ét gavekort pr. side.`}</p>
      <ol className="td-giftcards__list">
        {order.cards.map((card, index) => (
          <li key={card.code} className="td-giftcard">
            <article aria-label={t`Gavekort ${index + 1} af ${order.cards.length}`}>
              <p className="td-giftcard__brand" aria-hidden="true">
                Tredje<span>del</span>
              </p>
              <p className="td-giftcard__kind">{t`Gavekort`}</p>
              <p className="td-giftcard__amount">{formatMoney(card.amount, locale)}</p>
              {order.recipient_name ? (
                <p className="td-giftcard__recipient">{t`Til ${order.recipient_name}`}</p>
              ) : null}
              {order.message ? <p className="td-giftcard__message">{order.message}</p> : null}
              <dl className="td-giftcard__facts">
                <div>
                  <dt>{t`Kode`}</dt>
                  <dd className="td-giftcard__code">{card.code}</dd>
                </div>
                <div>
                  <dt>{t`Gyldigt til`}</dt>
                  <dd>{formatInstantDate(new Date(card.expire_at), locale)}</dd>
                </div>
                {card.balance !== card.amount ? (
                  <div>
                    <dt>{t`Tilbage på kortet`}</dt>
                    <dd>{formatMoney(card.balance, locale)}</dd>
                  </div>
                ) : null}
              </dl>
              <p className="td-giftcard__how">
                {t`Book et bord hos Tredjedel, og skriv koden i gavekortfeltet.`}
              </p>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
