import { normaliseCsvText } from '@cofound/shared/partners/partner-import-rows';

/**
 * The records of a CSV file as the preview shows them, every field as text; null when it is not
 * CSV (a quote that never closes). Papa Parse loads with the first file chosen, not with the page.
 */
export async function readPartnerCsv(text: string): Promise<string[][] | null> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(normaliseCsvText(text), {
    delimiter: ',',
    newline: '\n',
    skipEmptyLines: false,
  });
  if (parsed.errors.some((error) => error.type === 'Quotes')) return null;
  return parsed.data;
}
