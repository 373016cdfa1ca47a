import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestOf, ResponseOf, Subject } from '@mpu/contracts';
import { RequestPayloadPipe } from './request-payload.pipe';

/**
 * What a handler of subject S may look like: it takes S's request (or less of it) first — further parameters
 * take Nest's other argument decorators, e.g. `@Ctx()` — and answers S's response.
 */
export type MessageHandler<S extends Subject> = (
  payload: RequestOf<S>,
  ...context: never[]
) => ResponseOf<S> | Promise<ResponseOf<S>>;

/**
 * `@MessagePattern(subject)` whose first parameter is the payload parsed with the subject's request schema
 * (`RequestPayloadPipe`). Typed by the subject: a method that takes another request or answers another
 * response does not compile. The method declares no `@Payload()` of its own.
 */
export function Handles<S extends Subject>(subject: S) {
  const pattern = MessagePattern(subject);
  const payload = Payload(new RequestPayloadPipe(subject));
  return <H extends MessageHandler<S>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    payload(target, key, 0);
    pattern(target, key, descriptor);
  };
}
