import {
  partnersMessages as m,
  type PartnerImportReport,
} from '@cofound/shared/partners/partners.schemas';
import { AppError } from '../../lib/app-error';

/**
 * A real import with refused rows: nothing was written. It answers 422 (the file was read, but
 * its rows cannot be imported as they are) with each refused row's reasons as a field error,
 * keyed 'row.<number in the file>'.
 */
export class ImportRefusedError extends AppError {
  constructor(report: PartnerImportReport) {
    const fieldErrors: Record<string, string[]> = {};
    for (const row of report.rows) {
      if (row.outcome === 'refused') fieldErrors[`row.${row.row}`] = row.reasons;
    }
    super('VALIDATION_FAILED', m.importRefused, fieldErrors);
  }

  override get statusCode(): number {
    return 422;
  }
}
