/*
 * Intl formatters made once per locale and options. Making one is dear (the locale's data is
 * looked up and the options resolved: a fraction of a millisecond each, several times that on a
 * phone), and a list formats a date or a count per row. Number#toLocaleString with a locale
 * makes a formatter on every call.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = cache.get(key);
  if (!made) {
    made = make();
    cache.set(key, made);
  }
  return made;
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** A count as members read it: '1,200'. */
export function formatCount(value: number, locale = 'en-US'): string {
  return numberFormat(locale).format(value);
}
