import type { FastifyError, FastifyInstance } from 'fastify';
import type { Failure } from '@ordna/contract/envelope';
import { AppError } from './errors';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** Turns a schema failure into one sentence that names the field and what is wrong. */
function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  if (!first) return 'The request is not valid.';
  const field = (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const message = first.message ?? 'is not valid';
  if (!field) return context === 'body' && /object/.test(message) ? 'The request body must be a JSON object.' : message;
  // 'Refresh token is required' names refreshToken: compare without case, spaces or dashes.
  const squash = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');
  const mentionsField = squash(message).includes(squash(field.split('.').pop()!));
  return mentionsField ? message : `${field}: ${message}`;
}

/** Every failure leaves in the spec's envelope with a real status; a 500 never shows a stack or SQL. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: Failure;
    if (error instanceof AppError) {
      status = error.statusCode;
      body = { status: false, message: error.message, ...(error.retry !== undefined && { retry: error.retry }) };
    } else if (error.validation) {
      status = 400;
      body = { status: false, message: describeValidation(error.validation, error.validationContext) };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty; JSON was expected.'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'The request body must be JSON, sent with Content-Type: application/json.'
              : error.message;
      body = { status: false, message, ...(status === 429 && { retry: true }) };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = { status: false, message: 'Something went wrong. Please try again.', retry: true };
    }
    void reply.status(status).send(body);
  });
}
