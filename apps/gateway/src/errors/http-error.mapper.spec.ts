import {
  BadRequestException,
  HttpException,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import { COMMON_MESSAGES } from '@mpu/contracts';
import { toHttpErrorAnswer } from './http-error.mapper';

describe('toHttpErrorAnswer', () => {
  it('keeps our own German message and status', () => {
    expect(
      toHttpErrorAnswer(new HttpException({ message: 'Benutzername oder Passwort ist falsch.' }, 401)),
    ).toEqual({
      status: 401,
      body: { message: 'Benutzername oder Passwort ist falsch.' },
    });
  });

  it("replaces Nest's English messages with German ones", () => {
    expect(toHttpErrorAnswer(new NotFoundException('Cannot GET /api/x'))).toEqual({
      status: 404,
      body: { message: COMMON_MESSAGES.notFound },
    });
    expect(toHttpErrorAnswer(new PayloadTooLargeException())).toEqual({
      status: 413,
      body: { message: COMMON_MESSAGES.payloadTooLarge },
    });
    expect(toHttpErrorAnswer(new BadRequestException('Unexpected token } in JSON'))).toEqual({
      status: 400,
      body: { message: COMMON_MESSAGES.invalidInput },
    });
  });

  it('hides unexpected errors behind a generic 500', () => {
    expect(toHttpErrorAnswer(new Error('connection string postgres://secret'))).toEqual({
      status: 500,
      body: { message: COMMON_MESSAGES.unexpected },
    });
  });
});
