export type ProcessInputErrorCode = 'invalid_mode' | 'milestones_required' | 'invalid_trace' | 'invalid_milestones';

/** A caller-facing input problem (HTTP 400). */
export class ProcessInputError extends Error {
  readonly code: ProcessInputErrorCode;
  constructor(code: ProcessInputErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'ProcessInputError';
    this.code = code;
  }
}
