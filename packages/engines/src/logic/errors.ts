/**
 * The only error type the logic engine raises on purpose. Its message is written for callers (positions, what was
 * expected) and never contains JavaScript exception text; anything else thrown is reported as a generic internal error.
 */
export type LogicErrorCode = 'PARSE_ERROR' | 'TYPE_ERROR' | 'UNSUPPORTED' | 'BUDGET_EXCEEDED' | 'MODEL_CHECK_FAILED' | 'INTERNAL';

export class LogicError extends Error {
  constructor(
    readonly code: LogicErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LogicError';
  }

  static parse(pos: number, what: string): LogicError {
    return new LogicError('PARSE_ERROR', `parse error at position ${pos}: ${what}`);
  }
  static type(pos: number, what: string): LogicError {
    return new LogicError('TYPE_ERROR', `type error at position ${pos}: ${what}`);
  }
  static unsupported(pos: number, what: string): LogicError {
    return new LogicError('UNSUPPORTED', `unsupported at position ${pos}: ${what}`);
  }
  static budget(what: string): LogicError {
    return new LogicError('BUDGET_EXCEEDED', what);
  }
}
