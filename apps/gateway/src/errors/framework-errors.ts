import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { COMMON_MESSAGES } from '@mpu/contracts';

/**
 * Errors Fastify and Node raise before a route runs (so before the hook that sets headers and before
 * Nest's exception filter) answer like every other error of the gateway: German `{ message }`, the
 * API header set, never the framework's own shape or an echo of the URL.
 */
export function createFrameworkErrorHandler(apiHeaders: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    void reply
      .code(tooLong ? 414 : 400)
      .headers(apiHeaders)
      .send({ message: tooLong ? COMMON_MESSAGES.addressTooLong : COMMON_MESSAGES.invalidAddress });
  };
}

/** The answer to a request Node's HTTP parser could not read (Fastify's `clientErrorHandler`). */
function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: COMMON_MESSAGES.headersTooLarge };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: COMMON_MESSAGES.requestTimeout };
  return { status: 400, message: COMMON_MESSAGES.invalidInput };
}

export function createClientErrorHandler(apiHeaders: Record<string, string>) {
  const headerLines = Object.entries(apiHeaders)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const { status, message } = clientErrorAnswer(error.code);
      const body = JSON.stringify({ message });
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
          'content-type: application/json; charset=utf-8\r\n' +
          `content-length: ${Buffer.byteLength(body)}\r\n` +
          headerLines +
          'connection: close\r\n\r\n' +
          body,
      );
    }
    socket.destroy(error);
  };
}
