import { useEffect, useId, useRef, type ReactNode } from 'react';

import { UiLink } from './link.tsx';
import { RegularPrice } from './price.tsx';

export type TGalleryProps = {
  images: readonly { src: string; alt: string }[];
  isOpen: boolean;
  openHref: string;
  openLabel: string;
  closeLabel: string;
  title: string;
  onClose: () => void;
};

/** The hero image with a link that opens the gallery (#galleri) as a modal dialog. */
export function Gallery({ images, isOpen, openHref, openLabel, closeLabel, title, onClose }: TGalleryProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal();
    if (!isOpen && element.open) element.close();
  }, [isOpen]);
  const [first, ...rest] = images;
  return (
    <div className="td-gallery">
      {first ? (
        <img
          className="td-gallery__hero"
          src={first.src}
          alt={first.alt}
          width={1200}
          height={675}
          fetchPriority="high"
          decoding="async"
        />
      ) : null}
      {rest.length > 0 ? (
        <ul className="td-gallery__thumbs">
          {rest.slice(0, 3).map((image) => (
            <li key={image.src}>
              <img src={image.src} alt={image.alt} width={300} height={200} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      ) : null}
      <UiLink className="td-gallery__open" href={openHref}>
        {openLabel}
      </UiLink>
      <dialog ref={dialog} className="td-gallery__dialog" aria-labelledby={id} onClose={onClose}>
        <div className="td-gallery__bar">
          <h2 id={id}>{title}</h2>
          <button type="button" className="td-button td-button--ghost" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
        <ul className="td-gallery__all">
          {images.map((image) => (
            <li key={image.src}>
              <img src={image.src} alt={image.alt} width={1200} height={800} loading="lazy" />
            </li>
          ))}
        </ul>
      </dialog>
    </div>
  );
}

export type TMenuItem = {
  id: number;
  name: string;
  typeLabel: string;
  priceSale: string;
  priceRegular: string;
  courses: readonly { name: string; description: string }[];
  notes: readonly string[];
  isSoldOut: boolean;
  soldOutLabel: string;
  href: string;
};

export type TMenuListProps = {
  menus: readonly TMenuItem[];
  activeIndex: number | null;
  /** `perPerson`: the unit every menu price is in ("pr. person"), as the booking step says it. */
  labels: { title: string; regular: string; courses: string; showCourses: string; perPerson: string };
};

/** The menus with sale and regular prices; the chosen one (?view=menu&index=N) shows its courses. */
export function MenuList({ menus, activeIndex, labels }: TMenuListProps) {
  return (
    <ol className="td-menus">
      {menus.map((menu, index) => {
        const isActive = activeIndex === index;
        return (
          <li key={menu.id} className={isActive ? 'td-menu td-menu--active' : 'td-menu'} id={`menu-${index}`}>
            <div className="td-menu__head">
              <div>
                <p className="td-menu__type">{menu.typeLabel}</p>
                <h3 className="td-menu__name">{menu.name}</h3>
              </div>
              <p className="td-menu__prices">
                <span className="td-price-sale">{menu.priceSale}</span>
                <RegularPrice label={labels.regular} price={menu.priceRegular} />{' '}
                <span className="td-menu__unit">{labels.perPerson}</span>
              </p>
            </div>
            {menu.notes.length > 0 || menu.isSoldOut ? (
              <ul className="td-menu__notes">
                {menu.isSoldOut ? <li className="td-badge td-badge--soldout">{menu.soldOutLabel}</li> : null}
                {menu.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            ) : null}
            {isActive ? (
              <div className="td-menu__courses">
                <h4>{labels.courses}</h4>
                <ol>
                  {menu.courses.map((course) => (
                    <li key={course.name}>
                      <strong>{course.name}</strong>
                      {course.description ? <span> {course.description}</span> : null}
                    </li>
                  ))}
                </ol>
              </div>
            ) : (
              <UiLink
                className="td-menu__more"
                href={menu.href}
                aria-label={`${labels.showCourses}: ${menu.name}`}
              >
                {labels.showCourses}
              </UiLink>
            )}
          </li>
        );
      })}
    </ol>
  );
}

export type TTimeChip = {
  time: string;
  label: string;
  status: 'in-stock' | 'soldout' | 'showcase' | 'on-hold' | 'passed';
  statusLabel: string;
  /** A time the visitor can book: step 1 with this time (and the party) chosen. */
  href?: string;
};

/** Today's arrival times with their availability; a bookable one is a link into the booking. */
export function TimeChips({ times, label }: { times: readonly TTimeChip[]; label: string }) {
  return (
    <ul className="td-times" aria-label={label}>
      {times.map((slot) => (
        <li key={slot.time} className={`td-time td-time--${slot.status}${slot.href ? ' td-time--link' : ''}`}>
          {slot.href ? (
            <UiLink className="td-time__link" href={slot.href}>
              <span className="td-time__clock">{slot.label}</span>
              <span className="td-time__status">{slot.statusLabel}</span>
            </UiLink>
          ) : (
            <>
              <span className="td-time__clock">{slot.label}</span>
              <span className="td-time__status">{slot.statusLabel}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Terms and their details; `id` tells rows apart where a term repeats (it defaults to the term). */
export function InfoList({ items }: { items: readonly { term: string; detail: ReactNode; id?: string }[] }) {
  return (
    <dl className="td-info">
      {items.map((item) => (
        <div key={item.id ?? item.term} className="td-info__row">
          <dt>{item.term}</dt>
          <dd>{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

export type TMiniMapProps = {
  label: string;
  center: { lat: number; long: number };
  /** Districts around the place, drawn as labelled circles. */
  areas: readonly { name: string; lat: number; long: number }[];
  pin: { lat: number; long: number; name: string };
};

/**
 * A small static map (inline SVG, no map library): districts as labelled circles and the place as
 * a pin, projected around the city's centre.
 */
export function MiniMap({ label, center, areas, pin }: TMiniMapProps) {
  const width = 360;
  const height = 220;
  const scale = 3200; // pixels per degree of longitude: the districts around the place fit
  const latScale = scale / Math.cos((center.lat * Math.PI) / 180);
  const x = (long: number) => width / 2 + (long - center.long) * scale;
  const y = (lat: number) => height / 2 - (lat - center.lat) * latScale;
  return (
    <svg className="td-minimap" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <rect width={width} height={height} fill="#e8efe9" />
      {areas.map((area) => (
        <g key={area.name}>
          <circle cx={x(area.long)} cy={y(area.lat)} r={26} fill="#d5e4da" stroke="#b8cdbf" />
          <text x={x(area.long)} y={y(area.lat) + 4} textAnchor="middle" fontSize="11" fill="#3c4a41">
            {area.name}
          </text>
        </g>
      ))}
      <g transform={`translate(${x(pin.long)} ${y(pin.lat)})`}>
        <path
          d="M0 0 C -10 -14 -10 -26 0 -26 C 10 -26 10 -14 0 0 Z"
          fill="#c2410c"
          stroke="#fff"
          strokeWidth="2"
        />
        <circle cy={-18} r={4} fill="#fff" />
      </g>
    </svg>
  );
}
