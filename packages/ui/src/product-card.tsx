import type { ReactNode } from 'react';

import { UiLink } from './link.tsx';
import { RegularPrice } from './price.tsx';

export type TProductStatusName = 'in-stock' | 'soldout' | 'showcase';

export type TProductCardProps = {
  href: string;
  name: string;
  imageSrc: string;
  /** A smaller image for narrow screens; the browser picks through `srcSet`. */
  mobileImageSrc?: string;
  imageAlt: string;
  /** Where the place is, e.g. the address or area. */
  meta: string;
  /** Already formatted for the visitor's locale, e.g. "200 kr.". */
  priceSale: string;
  priceRegular: string;
  priceRegularLabel: string;
  /** Prefix before the sale price, e.g. "Fra". */
  pricePrefix?: string;
  status: TProductStatusName;
  statusLabel: string;
  /** Short tag names (kitchens) shown as chips. */
  tags?: readonly string[];
  /** Why the place does not match the filters, already worded; absent when it matches. */
  mismatchNote?: string;
  /** The first cards of a page load eagerly; the rest wait until they are near the viewport. */
  isPriority?: boolean;
  /**
   * Today's free arrival times as links into the booking (time and party chosen), with the list's
   * visible heading and accessible name; `more` links to the place's other times.
   */
  times?: {
    heading: string;
    label: string;
    items: readonly { key: string; label: string; href: string }[];
    more?: { href: string; label: string };
  };
  children?: ReactNode;
};

export function ProductCard(props: TProductCardProps) {
  const badgeClass = props.status === 'in-stock' ? 'td-badge' : `td-badge td-badge--${props.status}`;
  return (
    <article className={props.mismatchNote ? 'td-card td-card--dim' : 'td-card'}>
      <img
        className="td-card__image"
        src={props.imageSrc}
        alt={props.imageAlt}
        width={600}
        height={400}
        loading={props.isPriority ? 'eager' : 'lazy'}
        decoding="async"
        {...(props.isPriority ? { fetchPriority: 'high' as const } : {})}
      />
      <div className="td-card__body">
        <span className={badgeClass}>{props.statusLabel}</span>
        <h2 className="td-card__title">
          <UiLink href={props.href}>{props.name}</UiLink>
        </h2>
        <p className="td-card__meta">{props.meta}</p>
        {props.tags && props.tags.length > 0 ? (
          <ul className="td-chips">
            {props.tags.map((tag) => (
              <li key={tag} className="td-chip">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        {props.mismatchNote ? <p className="td-card__note">{props.mismatchNote}</p> : null}
        {props.children}
        {props.times && props.times.items.length > 0 ? (
          <div className="td-card__times">
            <p className="td-card__times-heading">{props.times.heading}</p>
            <ul className="td-slot-links" aria-label={props.times.label}>
              {props.times.items.map((item) => (
                <li key={item.key}>
                  <UiLink className="td-slot-link" href={item.href}>
                    {item.label}
                  </UiLink>
                </li>
              ))}
              {props.times.more ? (
                <li>
                  <UiLink className="td-slot-link td-slot-link--more" href={props.times.more.href}>
                    {props.times.more.label}
                  </UiLink>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
        <p className="td-card__prices">
          {props.pricePrefix ? <span className="td-card__from">{props.pricePrefix}</span> : null}
          <span className="td-price-sale">{props.priceSale}</span>
          <RegularPrice label={props.priceRegularLabel} price={props.priceRegular} />
        </p>
      </div>
    </article>
  );
}

export function ProductGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul className="td-grid" aria-label={label}>
      {children}
    </ul>
  );
}

/** Placeholder cards with the real cards' size, so nothing moves when the data arrives. */
export function ProductGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <ul className="td-grid" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="td-card td-card--skeleton" aria-hidden="true">
            <div className="td-card__image td-skeleton" />
            <div className="td-card__body">
              <span className="td-skeleton td-skeleton--line" style={{ width: '35%' }} />
              <span className="td-skeleton td-skeleton--title" />
              <span className="td-skeleton td-skeleton--line" style={{ width: '70%' }} />
              <span className="td-skeleton td-skeleton--line" style={{ width: '45%', marginTop: 'auto' }} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
