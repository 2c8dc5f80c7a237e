import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@tredjedel/api-client/errors';
import type { TApiClient } from '@tredjedel/api-client/client';
import {
  consoleApplicationsQueryOptions,
  consoleNewPlaceOptionsQueryOptions,
  createPlace,
} from '@tredjedel/api-client/console/console-calls';
import {
  buildConsolePath,
  type TConsoleApplication,
  type TConsoleNewPlaceOptions,
  type TLocale,
  type TProductType,
} from '@tredjedel/domain';
import { Alert, SelectField, TextField } from '@tredjedel/ui/forms/fields';

import { translateError } from '../../flows/error-messages.ts';
import { consoleErrorText } from './console-errors.ts';

type TProps = { api: TApiClient; locale: TLocale; applicationId: number | undefined };

/**
 * An operator puts a new place on sale (docs/decisions/0500-restaurants-console.md, "New places"):
 * from a partner application (its fields filled in) or from scratch. The place, its first menu and
 * its owner's invitation are made in one call; the place shows on the public pages once the owner
 * publishes a time. Operators only: the server answers this page 404 to anyone else.
 */
export function ConsoleNewPlace({ api, locale, applicationId }: TProps) {
  const { t, i18n } = useLingui();
  const options = useQuery(consoleNewPlaceOptionsQueryOptions(api));
  const applications = useQuery({
    ...consoleApplicationsQueryOptions(api),
    enabled: applicationId !== undefined,
  });
  if (options.isError) return <p role="alert">{consoleErrorText(i18n, options.error)}</p>;
  if (!options.data || (applicationId !== undefined && !applications.data))
    return <p aria-busy="true">{t`Henter byer og køkkener …`}</p>;
  const application = applications.data?.applications.find((each) => each.id === applicationId);
  return (
    <section aria-labelledby="td-console-new-place">
      <h1 id="td-console-new-place">{t`Nyt sted`}</h1>
      <p>
        {t`Stedet kommer på oversigten og får sin egen side, når ejeren har sat den første tid til salg. Ejeren får en invitation med et link til konsollen.`}
      </p>
      {application ? (
        <p>{t`Fra ansøgningen fra ${application.contact_name} (${application.email}).`}</p>
      ) : null}
      <NewPlaceForm
        key={application?.id ?? 0}
        api={api}
        locale={locale}
        options={options.data}
        application={application}
      />
    </section>
  );
}

type TValues = {
  name: string;
  product_type: TProductType;
  city_id: string;
  area_id: string;
  address: string;
  kitchens: string[];
  menu_name: string;
  menu_kroner: string;
  owner_email: string;
  owner_name: string;
};

/** The application's city, when its free text names one of the site's cities. */
function cityOf(options: TConsoleNewPlaceOptions, application: TConsoleApplication | undefined) {
  const named = application?.city.trim().toLocaleLowerCase('da') ?? '';
  const found = options.cities.find(
    (city) =>
      city.name_da.toLocaleLowerCase('da') === named || city.name_en.toLocaleLowerCase('da') === named,
  );
  return String(found?.id ?? options.cities[0]?.id ?? '');
}

type TFormProps = {
  api: TApiClient;
  locale: TLocale;
  options: TConsoleNewPlaceOptions;
  application: TConsoleApplication | undefined;
};

function NewPlaceForm({ api, locale, options, application }: TFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<TValues>({
    name: application?.place_name ?? '',
    product_type: 'restaurant',
    city_id: cityOf(options, application),
    area_id: '',
    address: application ? `${application.address}, ${application.city}` : '',
    kitchens: [],
    menu_name: '',
    menu_kroner: '',
    owner_email: application?.email ?? '',
    owner_name: application?.contact_name ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof TValues) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));
  const create = useMutation({
    mutationFn: () =>
      createPlace(api, {
        name: values.name,
        product_type: values.product_type,
        city_id: Number(values.city_id),
        ...(values.area_id ? { area_id: Number(values.area_id) } : {}),
        address: values.address,
        kitchens: values.kitchens,
        menu_name: values.menu_name,
        menu_price_regular: Math.round(Number(values.menu_kroner.replace(',', '.')) * 100) || 0,
        owner_email: values.owner_email,
        owner_name: values.owner_name,
        owner_lang: locale,
        lang: locale,
        ...(application ? { application_id: application.id } : {}),
      }),
    onSuccess: () => {
      setErrors({});
      return queryClient.invalidateQueries({ queryKey: ['console'] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422)
        setErrors(
          Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, key]) => [field, translateError(i18n, key)]),
          ),
        );
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  if (create.data)
    return (
      <Alert tone="success">
        {t`${values.name} er oprettet, og ${values.owner_email} har fået en invitation.`}{' '}
        <a href={buildConsolePath(locale, 'tables', { place: create.data.place_id })}>
          {t`Åbn stedets borde og menuer`}
        </a>
      </Alert>
    );
  const city = options.cities.find((each) => String(each.id) === values.city_id);
  const name = (item: { name_da: string; name_en: string }) =>
    locale === 'da' ? item.name_da : item.name_en;
  const KINDS: Record<TProductType, string> = {
    restaurant: t`Restaurant`,
    bar: t`Bar`,
    takeaway: t`Takeaway`,
  };
  return (
    <form onSubmit={onSubmit} noValidate className="td-console__card td-console__new-place">
      <TextField
        label={t`Stedets navn`}
        name="name"
        required
        maxLength={120}
        value={values.name}
        onChange={set('name')}
        error={errors.name ?? null}
      />
      <SelectField
        label={t`Slags sted`}
        name="product_type"
        value={values.product_type}
        onChange={set('product_type')}
      >
        {options.product_types.map((kind) => (
          <option key={kind} value={kind}>
            {KINDS[kind]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t`By`}
        name="city_id"
        value={values.city_id}
        onChange={(event) => setValues((old) => ({ ...old, city_id: event.target.value, area_id: '' }))}
        error={errors.city_id ?? null}
      >
        {options.cities.map((each) => (
          <option key={each.id} value={each.id}>
            {name(each)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t`Område`} name="area_id" value={values.area_id} onChange={set('area_id')}>
        <option value="">{t`Vælg senere (byens første område)`}</option>
        {city?.areas.map((area) => (
          <option key={area.id} value={area.id}>
            {name(area)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t`Adresse`}
        name="address"
        required
        maxLength={200}
        autoComplete="off"
        value={values.address}
        onChange={set('address')}
        error={errors.address ?? null}
      />
      <fieldset className="td-console__field">
        <legend>{t`Køkken (valgfrit)`}</legend>
        <div className="td-console__kitchens">
          {options.kitchen_options.map((kitchen) => (
            <label key={kitchen.slug} className="td-console__check">
              <input
                type="checkbox"
                name="kitchens"
                value={kitchen.slug}
                checked={values.kitchens.includes(kitchen.slug)}
                onChange={(event) =>
                  setValues((old) => ({
                    ...old,
                    kitchens: event.target.checked
                      ? [...old.kitchens, kitchen.slug]
                      : old.kitchens.filter((slug) => slug !== kitchen.slug),
                  }))
                }
              />
              {name(kitchen)}
            </label>
          ))}
        </div>
        {errors.kitchens ? <p className="td-form__error">{errors.kitchens}</p> : null}
      </fieldset>
      <TextField
        label={t`Første menu`}
        hint={t`Ejeren retter pris, tider og bordstørrelser under Borde og menuer.`}
        name="menu_name"
        required
        maxLength={120}
        value={values.menu_name}
        onChange={set('menu_name')}
        error={errors.menu_name ?? null}
      />
      <TextField
        label={t`Menuens normalpris i kroner`}
        hint={t`Gæsterne betaler en tredjedel mindre.`}
        name="menu_kroner"
        inputMode="numeric"
        required
        value={values.menu_kroner}
        onChange={set('menu_kroner')}
        error={errors.menu_price_regular ?? null}
      />
      <TextField
        label={t`Ejerens e-mail`}
        name="owner_email"
        type="email"
        required
        autoComplete="off"
        value={values.owner_email}
        onChange={set('owner_email')}
        error={errors.owner_email ?? null}
      />
      <TextField
        label={t`Ejerens navn (valgfrit)`}
        name="owner_name"
        autoComplete="off"
        maxLength={50}
        value={values.owner_name}
        onChange={set('owner_name')}
        error={errors.owner_name ?? null}
      />
      <button type="submit" className="td-button td-button--cta" disabled={create.isPending}>
        {t`Opret stedet og inviter ejeren`}
      </button>
      {create.isError && !(create.error instanceof ApiError && create.error.status === 422) ? (
        <p role="alert" className="td-alert td-alert--error">
          {consoleErrorText(i18n, create.error)}
        </p>
      ) : null}
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="td-alert td-alert--error">{t`Ret de markerede felter.`}</p>
      ) : null}
    </form>
  );
}
