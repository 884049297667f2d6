import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Failure } from '@ordna/contract/kernel/envelope';
import { commonRefusals, type Refusal } from '@ordna/contract/kernel/refusals';
import { idempotencyRefusals } from '@ordna/contract/kernel/idempotency-refusals';
import { AnswerMismatch } from './answer-serializer';
import { undeclaredRefusalOf } from './declared-refusals';
import { failedSessionCheckOf } from './session-check';
import { AppError, outageAnswerOf, refusalOfIssue, withText } from './errors';
import { committedWriteOf } from './idempotency/idempotency';
import { KeyTaken, outcomeOfTakenKey, replay } from './idempotency/key-outcome';

/** One entry of Fastify's `error.validation`: fastify-type-provider-zod puts the zod issue's other fields in `params`. */
interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { params?: unknown; expected?: unknown };
}

/** Turns a schema failure into one sentence that names the field and what is wrong. */
function describeValidation(issues: ValidationIssue[], context: string | undefined): Refusal {
  const first = issues[0];
  if (!first) return commonRefusals.invalidInput;
  const field = (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const message = first.message ?? 'is not valid';
  const issue = { params: first.params?.params, message };
  if (!field) {
    const notAnObject = context === 'body' && first.keyword === 'invalid_type' && first.params?.expected === 'object';
    return notAnObject ? commonRefusals.notAnObject : refusalOfIssue(issue);
  }
  // 'Refresh token is required' names refreshToken: compare without case, spaces or dashes.
  const squash = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');
  const mentionsField = squash(message).includes(squash(field.split('.').pop()!));
  return refusalOfIssue(issue, mentionsField ? message : `${field}: ${message}`);
}

/** Fastify's own 4xx errors (body parsing, limits) as refusals. */
function frameworkRefusal(error: FastifyError): Refusal {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return commonRefusals.invalidJson;
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return commonRefusals.emptyBody;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return commonRefusals.notJson;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return commonRefusals.bodyTooLarge;
  if (error.statusCode === 429) return commonRefusals.tooManyRequests;
  return withText(commonRefusals.invalidInput, error.message);
}

export function failureOf(refusal: Refusal, retry?: boolean): Failure {
  return { status: false, code: refusal.code, message: refusal.message, ...(retry !== undefined && { retry }) };
}

/**
 * Every failure leaves as `{status:false, code, message, retry?}` with a real status; a 500 never
 * shows a stack or SQL (docs/architecture.md, "One error pattern").
 */
export function registerErrorHandler(app: FastifyInstance, checkDeclared = false): void {
  app.setErrorHandler(async (failure: FastifyError | KeyTaken, request, reply) => {
    // A read that ran beside its session check answers the check's refusal (or outage) when it
    // failed; that refusal is the scope's, whichever handler waited for it.
    const checkFailed = await failedSessionCheckOf(request, reply);
    if (checkFailed) return answerFailure(checkFailed as FastifyError, request, reply, false);
    return answerFailure(failure, request, reply, checkDeclared);
  });
}

/** The answer to `error`: its refusal, a 503 for the database, a 400 naming the field, else a 500. */
async function answerFailure(
  error: FastifyError | KeyTaken,
  request: FastifyRequest,
  reply: FastifyReply,
  checkDeclared: boolean,
) {
  // An overlapping call with the same Idempotency-Key claimed it first: this one rolled back.
  if (error instanceof KeyTaken) {
    const outcome = await outcomeOfTakenKey(error).catch(() => null);
    if (outcome?.kind === 'replay') return replay(reply, outcome.status, outcome.answer);
    const refused = outcome?.error;
    if (refused) return reply.status(refused.statusCode).send(failureOf(refused, refused.retry));
    return reply.status(500).send(failureOf(commonRefusals.unexpected, true));
  }
  // The write committed before this failed: a retry would apply it twice, so never say retry,
  // not even when the database went away right after the commit.
  const committed = committedWriteOf(request);
  // A database that is away or full answers 503 with a code of its own, so clients wait and try again.
  const refused = error instanceof AppError ? error : committed ? null : outageAnswerOf(error);
  const undeclared = checkDeclared ? undeclaredRefusalOf(error) : null;
  if (undeclared) {
    request.log.error(undeclared);
    return reply.status(500).send(failureOf(withText(commonRefusals.unexpected, undeclared)));
  }
  if (refused) {
    if (refused !== error) request.log.warn({ err: error }, refused.message);
    if (refused.statusCode === 503) void reply.header('retry-after', '2');
    const refusal = { code: refused.code, message: refused.message };
    return reply.status(refused.statusCode).send(failureOf(refusal, refused.retry));
  }
  if (error.validation) {
    return reply.status(400).send(failureOf(describeValidation(error.validation, error.validationContext)));
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const retry = error.statusCode === 429 ? true : undefined;
    return reply.status(error.statusCode).send(failureOf(frameworkRefusal(error), retry));
  }
  // Only with validateAnswers (tests): say which route and field, so the failing test does.
  if (error instanceof AnswerMismatch) {
    request.log.error({ err: error }, 'answer does not match its schema');
    return reply.status(500).send(failureOf(withText(commonRefusals.unexpected, error.message)));
  }
  request.log.error({ err: error }, 'unhandled error');
  if (committed) return reply.status(500).send(failureOf(idempotencyRefusals.answerLost, false));
  return reply.status(500).send(failureOf(commonRefusals.unexpected, true));
}
