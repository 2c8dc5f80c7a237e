import { UiLink } from './link.tsx';

export type TPageBoxItem = {
  id: number;
  title: string;
  body: string;
  image: string | null;
  href: string | null;
};

/** Editorial boxes at the top or bottom of a page (docs/product/spec.md §9: 5 a page). */
export function PageBoxes({
  boxes,
  label,
  position,
}: {
  boxes: readonly TPageBoxItem[];
  label: string;
  position: 'top' | 'bottom';
}) {
  if (boxes.length === 0) return null;
  return (
    <section className={`td-boxes td-boxes--${position}`} aria-label={label}>
      <ul className="td-boxes__list">
        {boxes.map((box) => (
          <li key={box.id} className="td-box">
            {box.image ? (
              <img className="td-box__image" src={box.image} alt="" width={96} height={64} loading="lazy" />
            ) : null}
            <div>
              <h2 className="td-box__title">
                {box.href ? <UiLink href={box.href}>{box.title}</UiLink> : box.title}
              </h2>
              <p className="td-box__body">{box.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export type TArticleCardProps = {
  href: string;
  title: string;
  excerpt: string;
  image: string;
  meta: string;
  isPriority?: boolean;
};

export function ArticleCard({ href, title, excerpt, image, meta, isPriority }: TArticleCardProps) {
  return (
    <article className="td-card">
      <img
        className="td-card__image"
        src={image}
        alt=""
        width={600}
        height={400}
        loading={isPriority ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="td-card__body">
        <p className="td-card__meta">{meta}</p>
        <h2 className="td-card__title">
          <UiLink href={href}>{title}</UiLink>
        </h2>
        <p className="td-card__excerpt">{excerpt}</p>
      </div>
    </article>
  );
}
