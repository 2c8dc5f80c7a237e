import type { ReactNode } from 'react';

export type TProductCardProps = {
  href: string;
  name: string;
  imageSrc: string;
  imageAlt: string;
  /** Where the place is, e.g. the address or area. */
  meta: string;
  /** Already formatted for the visitor's locale, e.g. "200 kr.". */
  priceSale: string;
  priceRegular: string;
  priceRegularLabel: string;
  status: 'in-stock' | 'soldout' | 'showcase';
  statusLabel: string;
  /** The first cards of a page load eagerly; the rest wait until they are near the viewport. */
  isPriority?: boolean;
  children?: ReactNode;
};

export function ProductCard(props: TProductCardProps) {
  const badgeClass = props.status === 'in-stock' ? 'td-badge' : `td-badge td-badge--${props.status}`;
  return (
    <article className="td-card">
      <img
        className="td-card__image"
        src={props.imageSrc}
        alt={props.imageAlt}
        width={600}
        height={400}
        loading={props.isPriority ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="td-card__body">
        <span className={badgeClass}>{props.statusLabel}</span>
        <h2 className="td-card__title">
          <a href={props.href}>{props.name}</a>
        </h2>
        <p className="td-card__meta">{props.meta}</p>
        {props.children}
        <p className="td-card__prices">
          <span className="td-price-sale">{props.priceSale}</span>
          <s className="td-price-regular" aria-label={`${props.priceRegularLabel} ${props.priceRegular}`}>
            {props.priceRegular}
          </s>
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
