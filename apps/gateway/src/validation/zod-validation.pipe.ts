import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { COMMON_MESSAGES, validate, type Schema } from '@mpu/contracts';

/** Validates a body with a contracts schema; the first German message becomes the 400 answer. */
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: Schema<T>) {}

  transform(value: unknown): T {
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    if (value !== undefined && !isObject)
      throw new BadRequestException({ message: COMMON_MESSAGES.invalidInput });
    const result = validate(this.schema, value ?? {});
    if (!result.ok) throw new BadRequestException({ message: result.message });
    return result.data;
  }
}
