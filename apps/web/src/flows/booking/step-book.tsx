import { useLingui } from '@lingui/react/macro';
import {
  getBookingPreviewPrice,
  getMenuTableSizes,
  getSlotDisplayStatus,
  getSeatPickerOptions,
  isLunchMenu,
  isMenuAllowedForParty,
  MENU_DEFAULT_TIME_END,
  MENU_DEFAULT_TIME_START,
  NO_TIME,
  validateBookingStep0,
  type TBookingContext,
  type TBookingEvent,
  type TErrorKey,
  type TLocale,
  type TSeat,
  formatMoney,
} from '@tredjedel/domain';
import { RegularPrice } from '@tredjedel/ui';
import { ChoiceGroup, SelectField } from '@tredjedel/ui/forms/fields';
import { useRef, useState, type FormEvent } from 'react';

import { formatTime } from '../../lib/format.ts';
import { SLOT_STATUS_LABEL } from '../../lib/messages.ts';
import { translateError } from '../error-messages.ts';
import { useServerNowOnShow } from '../shared/server-clock.ts';
import { useFocusFirstError } from '../shared/use-focus-first-error.ts';

export type TStepBookProps = {
  locale: TLocale;
  context: TBookingContext;
  seats: readonly Pick<TSeat, 'seat' | 'status'>[];
  isLoadingTimes: boolean;
  isLoadingMenus: boolean;
  isBusy: boolean;
  send: (event: TBookingEvent) => void;
  /** The server's clock minus the browser's (useServerOffset): a time before the server's now has passed. */
  offset: number;
};

/** BOOK (step1): party size, arrival time and menus with a running price. */
export function StepBook({
  locale,
  context,
  seats,
  isLoadingTimes,
  isLoadingMenus,
  isBusy,
  send,
  offset,
}: TStepBookProps) {
  const { t, i18n } = useLingui();
  const now = useServerNowOnShow(offset);
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const errors = context.steps[0].errors;
  const details = validateBookingStep0(
    { num_person: context.num_person, time: context.time, menus: context.menus },
    context.menuList,
  ).details as Record<string, { key: TErrorKey; params?: Record<string, string | number> } | undefined>;
  const errorOf = (field: string): string | null => {
    const key = errors[field];
    if (!key) return null;
    const detail = details[field];
    return translateError(i18n, key, detail?.key === key ? detail.params : { n: context.num_person });
  };
  useFocusFirstError(formRef, attempt, Object.keys(errors).length);

  const seatOptions = getSeatPickerOptions(seats).map((option) => ({
    value: String(option.value),
    label: String(option.value),
    isDisabled: option.isDisabled,
    ...(option.isDisabled ? { note: translateError(i18n, 'message.not_possible') } : {}),
  }));
  const timeOptions = context.times.map((slot) => {
    const status = getSlotDisplayStatus(slot, now);
    return {
      value: slot.time,
      label: formatTime(slot.time, locale),
      isDisabled: status !== 'in-stock',
      ...(status === 'in-stock' ? {} : { note: i18n._(SLOT_STATUS_LABEL[status]) }),
    };
  });
  const price = getBookingPreviewPrice({ ...context, locale });
  const chosenPeople = Object.values(context.menus).reduce((sum, selection) => sum + selection.num_person, 0);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    send({ type: 'book.submit' });
  };

  return (
    <form ref={formRef} className="td-flow__panel" noValidate onSubmit={onSubmit} aria-busy={isBusy}>
      {context.hold ? (
        // Back from the guest step with a live hold: choosing again moves it (the hold call carries
        // its id), so the visitor keeps a table until the new one is theirs.
        <p className="td-form__hint">
          {t`Du har allerede et bord holdt. Vælger du et nyt bord, erstatter det det gamle.`}
        </p>
      ) : null}
      <ChoiceGroup
        legend={t`Hvor mange er I?`}
        name="num_person"
        options={seatOptions}
        value={context.num_person > 0 ? String(context.num_person) : ''}
        onChange={(value) => send({ type: 'person.set', num_person: Number(value) })}
        error={errorOf('num_person')}
      />
      {context.num_person > 0 ? (
        <ChoiceGroup
          legend={t`Ankomsttidspunkt i dag`}
          name="time"
          className="td-flow__times"
          options={timeOptions}
          value={context.time === NO_TIME ? '' : context.time}
          onChange={(value) => send({ type: 'time.set', time: value })}
          error={errorOf('time')}
        />
      ) : null}
      <p className="td-flow__loading" aria-live="polite">
        {isLoadingTimes ? t`Henter tider…` : isLoadingMenus ? t`Henter menuer…` : ''}
      </p>
      {context.num_person > 0 && !isLoadingTimes && context.times.length === 0 ? (
        <p>{t`Der er ingen ledige tider for ${context.num_person} personer i dag.`}</p>
      ) : null}
      {context.time !== NO_TIME && context.menuList.length > 0 ? (
        <fieldset
          className="td-form__choices"
          aria-describedby="menus-error"
          aria-invalid={errors.menus ? true : undefined}
        >
          <legend className="td-form__label">{t`Vælg menuer til ${context.num_person} personer`}</legend>
          <p className="td-form__hint">{t`Valgt til ${chosenPeople} af ${context.num_person} personer`}</p>
          {context.menuList.map((menu) => {
            const isLimited = menu.limit_table_size === 1;
            const sizes = getMenuTableSizes(menu).join(', ');
            const hasWindow =
              menu.time_start !== MENU_DEFAULT_TIME_START || menu.time_end !== MENU_DEFAULT_TIME_END;
            const isSoldOut = menu.status !== 'in-stock';
            const count = context.menus[String(menu.id)]?.num_person ?? 0;
            // A menu only for other party sizes is shown with the reason and no picker
            // (docs/product/spec.md §5); one already counted keeps its picker so it can be undone.
            const isNotForParty = !isMenuAllowedForParty(menu, context.num_person) && count === 0;
            return (
              <div
                key={menu.id}
                className={isNotForParty ? 'td-menu-pick td-menu-pick--disabled' : 'td-menu-pick'}
              >
                <div>
                  <p className="td-menu-pick__name">{menu.name}</p>
                  <p className="td-menu-pick__note">
                    <span className="td-price-sale">{formatMoney(menu.price_sale, locale)}</span>{' '}
                    <RegularPrice label={t`Normalpris`} price={formatMoney(menu.price_regular, locale)} />{' '}
                    {t`pr. person`}
                  </p>
                  {isLunchMenu(menu) ? <p className="td-menu-pick__note">{t`Frokostmenu`}</p> : null}
                  {hasWindow ? (
                    <p className="td-menu-pick__note">
                      {t`Kan bestilles ${formatTime(menu.time_start, locale)}–${formatTime(menu.time_end, locale)}`}
                    </p>
                  ) : null}
                  {isNotForParty ? (
                    <p className="td-menu-pick__note">
                      {t`Kan ikke vælges til ${context.num_person} personer: kun for ${sizes} personer`}
                    </p>
                  ) : isLimited ? (
                    <p className="td-menu-pick__note">{t`Kun for ${sizes} personer`}</p>
                  ) : null}
                  {isSoldOut ? (
                    <p className="td-menu-pick__note">{i18n._(SLOT_STATUS_LABEL[menu.status])}</p>
                  ) : null}
                </div>
                {isNotForParty ? null : (
                  <SelectField
                    label={
                      <>
                        {t`Antal`}
                        <span className="td-visually-hidden"> {menu.name}</span>
                      </>
                    }
                    className="td-menu-pick__count"
                    value={String(count)}
                    disabled={isSoldOut && count === 0}
                    onChange={(event) =>
                      send({ type: 'menu.set', menu_id: menu.id, num_person: Number(event.target.value) })
                    }
                    error={errorOf(`menus.${menu.id}`)}
                  >
                    {context.seatOptions.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </SelectField>
                )}
              </div>
            );
          })}
          <p id="menus-error" className="td-form__error" aria-live="polite">
            {errorOf('menus') ?? ''}
          </p>
        </fieldset>
      ) : null}
      <div className="td-flow__actions">
        {/* Before any menu is chosen the total would be the fee alone, which reads as a price. */}
        <p className="td-flow__price" aria-live="polite">
          {chosenPeople > 0 ? (
            <>
              {t`I alt ${formatMoney(price.total, locale)}`}
              <br />
              <small className="td-form__hint">{t`inkl. moms og administrationsgebyr`}</small>
            </>
          ) : (
            <small className="td-form__hint">{t`Vælg antal, tidspunkt og menu for at se prisen`}</small>
          )}
        </p>
        <button type="submit" className="td-button td-button--cta" disabled={context.isBlocked}>
          {t`Fortsæt`}
        </button>
      </div>
    </form>
  );
}
