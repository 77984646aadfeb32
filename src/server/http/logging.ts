import type { FastifyServerOptions } from 'fastify';

/** Hides secrets that travel in addresses (the socket token, e-mailed codes) from the logs. */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|code)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/(?:signup-verify|reset-password)\/)[^/?#]+/g, '$1[redacted]');
}

/** pino settings: request lines without secrets, authorization headers never logged. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactUrl(request.url), ip: request.ip }),
    },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
}
