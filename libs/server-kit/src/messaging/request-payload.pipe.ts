import type { PipeTransform } from '@nestjs/common';
import { REQUEST_SCHEMAS, validate, type RequestOf, type Subject } from '@mpu/contracts';
import { invalidInput } from '../errors/invalid-input';

/**
 * Parses a NATS payload with its subject's request schema (contracts' `REQUEST_SCHEMAS`): the handler gets
 * the typed, trimmed request; anything malformed answers a German 400 before the handler runs.
 */
export class RequestPayloadPipe<S extends Subject> implements PipeTransform<unknown, RequestOf<S>> {
  private readonly schema: (typeof REQUEST_SCHEMAS)[S];

  constructor(subject: S) {
    this.schema = REQUEST_SCHEMAS[subject];
  }

  transform(payload: unknown): RequestOf<S> {
    const result = validate(this.schema, payload);
    if (!result.ok) throw invalidInput(result.message);
    return result.data;
  }
}
