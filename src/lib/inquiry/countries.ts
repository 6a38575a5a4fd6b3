import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

// Only English is registered: the site is en-us and every other locale would add weight.
countries.registerLocale(en);

export interface CountryOption {
  value: string;
  label: string;
}

/** Country names sorted for a select; the name itself is sent, as people in the sales team read it. */
export const countryOptions: CountryOption[] = Object.values(countries.getNames('en', { select: 'official' }))
  .sort((a, b) => a.localeCompare(b, 'en'))
  .map((name) => ({ value: name, label: name }));
