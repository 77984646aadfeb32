import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldProblem } from '../../contract/reply.ts';
import { ApiError } from './reply.ts';

/**
 * Maps every failure to the `{isError, message, result}` envelope: schema errors become a
 * field-keyed 400 naming each field, ApiErrors carry their own status, the rest are logged 500s.
 */
export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ isError: true, message: 'Something went wrong. Please try again.', result: null });
    }
    return reply.code(status).send({ isError: true, message: error.message, result: null });
  });
}
