import { useId, useState, type FormEvent } from 'react';

/** One choice of a filter: the id the app works with and the label the visitor reads. */
export type TFilterOption<T extends string | number = number> = { value: T; label: string; count?: number };

export type TFilterGroup = { id: string; label: string; options: readonly TFilterOption[] };

/** What the panel edits; the app maps it to and from the address query. */
export type TFilterPanelValue = {
  areas: readonly number[];
  tags: readonly number[];
  person: number;
  timeStart: string;
  timeEnd: string;
};

export type TFilterPanelLabels = {
  title: string;
  areas: string;
  person: string;
  personAny: string;
  time: string;
  timeFrom: string;
  timeTo: string;
  save: string;
  reset: string;
  /** e.g. "2 filters active"; shown next to the title. */
  activeCount?: string;
};

export type TFilterPanelProps = {
  value: TFilterPanelValue;
  areas: readonly TFilterOption[];
  /** Tag groups, e.g. one per category (kitchen, atmosphere). */
  tagGroups: readonly TFilterGroup[];
  persons: readonly TFilterOption[];
  /** The "from" select's times; the "to" select's are `timesTo` when given (its own default first). */
  times: readonly TFilterOption<string>[];
  timesTo?: readonly TFilterOption<string>[];
  labels: TFilterPanelLabels;
  onSave: (value: TFilterPanelValue) => void;
  onReset: () => void;
  /** Phones and tablets show the form only when opened; wide screens always show it (CSS). */
  isOpen: boolean;
  onToggle: () => void;
};

/** The two ends of the time window, each a select of the same times. */
const TIME_BOUNDS = [
  { key: 'from', name: 'time-start', field: 'timeStart', labelKey: 'timeFrom' },
  { key: 'to', name: 'time-end', field: 'timeEnd', labelKey: 'timeTo' },
] as const;

const toggle = (list: readonly number[], id: number): number[] =>
  list.includes(id) ? list.filter((item) => item !== id) : [...list, id];

/**
 * The listing's filters: areas, people, time window and tags. Changes are a draft until the
 * visitor saves them, so the list does not jump while several boxes are ticked.
 */
export function FilterPanel({
  value,
  areas,
  tagGroups,
  persons,
  times,
  timesTo = times,
  labels,
  onSave,
  onReset,
  isOpen,
  onToggle,
}: TFilterPanelProps) {
  const id = useId();
  const [draft, setDraft] = useState<TFilterPanelValue>(value);
  const [lastValue, setLastValue] = useState(value);
  if (lastValue !== value) {
    // The address changed (back button, reset, shared link): the draft follows it.
    setLastValue(value);
    setDraft(value);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(draft);
  };

  return (
    <section
      className={isOpen ? 'td-filters td-filters--open' : 'td-filters'}
      aria-labelledby={`${id}-title`}
    >
      <h2 className="td-filters__heading" id={`${id}-title`}>
        <button
          type="button"
          className="td-filters__summary"
          aria-expanded={isOpen}
          aria-controls={`${id}-form`}
          onClick={onToggle}
        >
          <span>{labels.title}</span>
          {labels.activeCount ? <span className="td-filters__count">{labels.activeCount}</span> : null}
        </button>
      </h2>
      <form
        id={`${id}-form`}
        className="td-filters__form"
        onSubmit={onSubmit}
        aria-labelledby={`${id}-title`}
      >
        {areas.length > 0 ? (
          <fieldset className="td-filters__group">
            <legend>{labels.areas}</legend>
            <div className="td-filters__options">
              {areas.map((area) => (
                <label key={area.value} className="td-check">
                  <input
                    type="checkbox"
                    name="areas"
                    value={area.value}
                    checked={draft.areas.includes(area.value)}
                    onChange={() => setDraft({ ...draft, areas: toggle(draft.areas, area.value) })}
                  />
                  <span>{area.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <div className="td-filters__row">
          <div className="td-field">
            <label htmlFor={`${id}-person`}>{labels.person}</label>
            <select
              id={`${id}-person`}
              name="person"
              value={draft.person}
              onChange={(event) => setDraft({ ...draft, person: Number(event.target.value) })}
            >
              {persons.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.value === 0 ? labels.personAny : option.label}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="td-filters__time">
            <legend>{labels.time}</legend>
            {TIME_BOUNDS.map(({ key, name, field, labelKey }) => (
              <div key={key} className="td-field">
                <label htmlFor={`${id}-${key}`}>{labels[labelKey]}</label>
                <select
                  id={`${id}-${key}`}
                  name={name}
                  value={draft[field]}
                  onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                >
                  {(key === 'to' ? timesTo : times).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </fieldset>
        </div>
        {tagGroups.map((group) => (
          <fieldset key={group.id} className="td-filters__group">
            <legend>{group.label}</legend>
            <div className="td-filters__options">
              {group.options.map((tag) => (
                <label key={tag.value} className="td-check td-check--chip">
                  <input
                    type="checkbox"
                    name="tags"
                    value={tag.value}
                    checked={draft.tags.includes(tag.value)}
                    onChange={() => setDraft({ ...draft, tags: toggle(draft.tags, tag.value) })}
                  />
                  <span>
                    {tag.label}
                    {tag.count !== undefined ? <span className="td-check__count"> ({tag.count})</span> : null}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="td-filters__actions">
          <button type="submit" className="td-button">
            {labels.save}
          </button>
          <button type="button" className="td-button td-button--ghost" onClick={onReset}>
            {labels.reset}
          </button>
        </div>
      </form>
    </section>
  );
}
