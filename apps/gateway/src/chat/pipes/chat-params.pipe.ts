import { BadRequestException, NotFoundException, type PipeTransform } from '@nestjs/common';
import { CHAT_MESSAGES, chatModeSchema, sessionIdSchema, validate, type ChatMode } from '@mpu/contracts';

/** `{mode}` of the chat routes: one of the four modes, anything else is a route that does not exist. */
export class ChatModePipe implements PipeTransform<unknown, ChatMode> {
  transform(value: unknown): ChatMode {
    const result = validate(chatModeSchema, value);
    if (!result.ok) throw new NotFoundException({ message: CHAT_MESSAGES.invalidMode });
    return result.data;
  }
}

/** `{id}` of the session routes: a uuid (whose session the chat-service then checks belongs to the user). */
export class SessionIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    const result = validate(sessionIdSchema, value);
    if (!result.ok) throw new BadRequestException({ message: CHAT_MESSAGES.invalidSessionId });
    return result.data;
  }
}
