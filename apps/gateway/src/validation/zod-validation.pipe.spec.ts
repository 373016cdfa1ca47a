import { BadRequestException } from '@nestjs/common';
import { AUTH_MESSAGES, COMMON_MESSAGES, loginSchema } from '@mpu/contracts';
import { ZodValidationPipe } from './zod-validation.pipe';

describe('ZodValidationPipe', () => {
  const pipe = new ZodValidationPipe(loginSchema);

  it('returns the parsed body', () => {
    expect(pipe.transform({ username: ' anna ', password: 'x', userId: 'other' })).toEqual({
      username: 'anna',
      password: 'x',
    });
  });

  it('answers 400 with the first German message', () => {
    const attempt = () => pipe.transform({ username: '', password: '' });
    expect(attempt).toThrow(BadRequestException);
    expect(attempt).toThrow(AUTH_MESSAGES.loginUsernameRequired);
  });

  it.each([['a string'], [[1, 2]], [42]])('rejects a body that is not an object: %j', (body) => {
    expect(() => pipe.transform(body)).toThrow(COMMON_MESSAGES.invalidInput);
  });
});
