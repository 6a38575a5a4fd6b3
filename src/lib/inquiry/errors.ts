// Typed failures, so the form can log the cause while showing one clear message.
export type InquiryErrorKind = 'network' | 'timeout' | 'invalid-response' | 'rejected';

export class InquiryError extends Error {
  override readonly name = 'InquiryError';
  readonly kind: InquiryErrorKind;
  readonly httpStatus: number | undefined;

  constructor(kind: InquiryErrorKind, message: string, options: { cause?: unknown; httpStatus?: number } = {}) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.httpStatus = options.httpStatus;
  }
}

export const isInquiryError = (error: unknown): error is InquiryError => error instanceof InquiryError;
