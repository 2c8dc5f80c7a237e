import { useId } from 'react';

import { UiLink } from './link.tsx';

export type TSortSelectProps = {
  label: string;
  value: number;
  options: readonly { value: number; label: string }[];
  onChange: (value: number) => void;
};

export function SortSelect({ label, value, options, onChange }: TSortSelectProps) {
  const id = useId();
  return (
    <div className="td-field td-field--inline">
      <label htmlFor={id}>{label}</label>
      <select id={id} name="sort" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export type TViewSwitchProps = {
  label: string;
  active: 'list' | 'map';
  listHref: string;
  mapHref: string;
  listLabel: string;
  mapLabel: string;
};

/** The list/map switch: two links, the active one marked as the current page. */
export function ViewSwitch({ label, active, listHref, mapHref, listLabel, mapLabel }: TViewSwitchProps) {
  return (
    <nav className="td-switch" aria-label={label}>
      <UiLink
        href={listHref}
        className="td-switch__item"
        aria-current={active === 'list' ? 'page' : undefined}
      >
        {listLabel}
      </UiLink>
      <UiLink href={mapHref} className="td-switch__item" aria-current={active === 'map' ? 'page' : undefined}>
        {mapLabel}
      </UiLink>
    </nav>
  );
}

export type TShowMoreProps = {
  /** e.g. "Showing 6 of 16". */
  progressLabel: string;
  buttonLabel: string;
  isLoading: boolean;
  loadingLabel: string;
  hasMore: boolean;
  onShowMore: () => void;
};

export function ShowMore({
  progressLabel,
  buttonLabel,
  isLoading,
  loadingLabel,
  hasMore,
  onShowMore,
}: TShowMoreProps) {
  return (
    <div className="td-show-more">
      <p className="td-show-more__progress" aria-live="polite">
        {progressLabel}
      </p>
      {hasMore ? (
        <button
          type="button"
          className="td-button td-button--secondary"
          onClick={onShowMore}
          disabled={isLoading}
          aria-busy={isLoading}
        >
          {isLoading ? loadingLabel : buttonLabel}
        </button>
      ) : null}
    </div>
  );
}

export function EmptyState({
  title,
  body,
  action,
}: {
  title: string;
  body: string;
  action?: { href: string; label: string };
}) {
  return (
    <div className="td-empty" role="status">
      <h2 className="td-empty__title">{title}</h2>
      <p>{body}</p>
      {action ? (
        <UiLink className="td-button" href={action.href}>
          {action.label}
        </UiLink>
      ) : null}
    </div>
  );
}
