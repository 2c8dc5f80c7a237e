import { useLingui } from '@lingui/react/macro';

export type TPickablePlace = { id: number; name: string; members: number };

/**
 * The operator's choice of a place to invite someone to (an application, a first user): a place
 * with no users yet says so, since that is usually the one meant.
 */
export function PlacePicker({
  labelId,
  places,
  value,
  onChange,
}: {
  labelId: string;
  places: readonly TPickablePlace[];
  value: number | undefined;
  onChange: (placeId: number) => void;
}) {
  const { t } = useLingui();
  return (
    <label className="td-console__field">
      <span id={labelId}>{t`Sted`}</span>
      <select
        name="place"
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {places.map((place) => (
          <option key={place.id} value={place.id}>
            {place.members === 0 ? t`${place.name} (ingen brugere)` : place.name}
          </option>
        ))}
      </select>
    </label>
  );
}
