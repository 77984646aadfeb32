import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, type DomainErrorCode } from '../services/domainError.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './databaseUnavailable.ts';
import { ApiError } from './reply.ts';
import type { ErrorMessage, FieldProblem } from '../../contract/reply.ts';

/** The one place a refusal of a service becomes an HTTP status. */
const DOMAIN_ERROR_STATUS: Record<DomainErrorCode, number> = {
  invalid: 400,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unsupported: 415,
  unprocessable: 422,
  busy: 429,
  unavailable: 502,
};

/** A DomainError as the client sees it: its message, keyed by its field when it names one. */
function domainErrorAnswer({ message, details: { field, fieldStatus, extra } }: DomainError) {
  const body: ErrorMessage = field === undefined ? message : { [field]: fieldStatus === undefined ? { message } : { status: fieldStatus, message } };
  return { isError: true, message: body, result: null, ...extra };
}

/**
 * Maps every failure to the `{isError, message, result}` envelope: schema errors become a
 * field-keyed 400 naming each field, DomainErrors answer their code's status, ApiErrors carry
 * their own status, an unreachable database answers 503 with Retry-After (a restart or failover
 * passes; the pool connects again by itself), the rest are logged 500s.
 */
export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.code === 'unavailable') request.log.error({ err: error }, 'a service we call failed');
      if (error.details.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.details.retryAfterSeconds));
      return reply.code(DOMAIN_ERROR_STATUS[error.code]).send(domainErrorAnswer(error));
    }
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toJSON());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message: Record<string, FieldProblem> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
        message[field] ??= { message: issue.message ?? 'Invalid value.' };
      }
      return reply.code(400).send({ isError: true, message, result: null });
    }
    // The multipart parser throws a plain Error for a form it cannot read (no boundary): the client's fault.
    if (!error.statusCode && error.message.startsWith('Multipart: ')) {
      return reply.code(400).send({ isError: true, message: 'Send the form as multipart/form-data with its boundary.', result: null });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({ isError: true, message: 'The service is briefly unavailable. Please try again in a few seconds.', result: null });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ isError: true, message: 'Something went wrong. Please try again.', result: null });
    }
    return reply.code(status).send({ isError: true, message: error.message, result: null });
  });
}
