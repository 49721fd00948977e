export type StatsInputErrorCode = 'CSV_TOO_LARGE' | 'CSV_NO_COLUMNS' | 'CSV_MALFORMED' | 'CSV_DUPLICATE_COLUMNS';

/** A caller-facing input problem (maps to HTTP 400); its message is safe to return. */
export class StatsInputError extends Error {
  readonly code: StatsInputErrorCode;
  constructor(code: StatsInputErrorCode, message: string) {
    super(message);
    this.name = 'StatsInputError';
    this.code = code;
  }
}
