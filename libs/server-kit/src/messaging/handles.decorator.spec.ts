import 'reflect-metadata';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import {
  CHAT_MESSAGES,
  COMMON_MESSAGES,
  SUBJECTS,
  type ChatTurnRequest,
  type PlannerStateDto,
  type PlannerUserRequest,
  type UserDto,
} from '@mpu/contracts';
import { ServiceException } from '../errors/service.exception';
import { Handles } from './handles.decorator';
import { RequestPayloadPipe } from './request-payload.pipe';

const userId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

class PlannerHandlers {
  @Handles(SUBJECTS.feedback.getPlan)
  get(_payload: PlannerUserRequest): Promise<PlannerStateDto> {
    return Promise.resolve({ plan: null });
  }
}

class MismatchedHandlers {
  // @ts-expect-error -- auth.user.register carries a RegisterPayload, not a chat turn
  @Handles(SUBJECTS.auth.register)
  register(payload: ChatTurnRequest): Promise<UserDto> {
    return Promise.reject(new Error(payload.message));
  }

  // @ts-expect-error -- feedback.planner.get answers the plan state, not a user
  @Handles(SUBJECTS.feedback.getPlan)
  plan(): Promise<UserDto> {
    return Promise.reject(new Error('never called'));
  }
}

function failure(run: () => unknown): { code: string; status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof ServiceException)
      return { code: error.code, status: error.status, message: error.message };
    throw error;
  }
  throw new Error('did not fail');
}

describe('@Handles', () => {
  it('subscribes the method to its subject and parses its first parameter', () => {
    const method = PlannerHandlers.prototype.get;
    expect(Reflect.getMetadata(PATTERN_METADATA, method)).toEqual([SUBJECTS.feedback.getPlan]);
    const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, PlannerHandlers, 'get') as Record<
      string,
      { index: number; pipes: unknown[] }
    >;
    const [payload] = Object.values(args);
    expect(payload).toMatchObject({ index: 0, pipes: [expect.any(RequestPayloadPipe)] });
    expect(MismatchedHandlers).toBeDefined();
  });
});

describe('RequestPayloadPipe', () => {
  it("hands over the subject's request as its schema outputs it", () => {
    const pipe = new RequestPayloadPipe(SUBJECTS.chat.send);
    expect(
      pipe.transform({
        userId,
        mode: 'coach',
        sessionId: userId,
        message: '  Hallo  ',
        idempotencyKey: 'key-12345',
        extra: 'dropped',
      }),
    ).toEqual({
      userId,
      mode: 'coach',
      sessionId: userId,
      message: 'Hallo',
      idempotencyKey: 'key-12345',
      simulatorType: null,
    });
  });

  it('answers a malformed payload with one German 400', () => {
    const pipe = new RequestPayloadPipe(SUBJECTS.chat.send);
    const turn = { userId, mode: 'coach', sessionId: userId, message: 'Hallo' };
    expect(failure(() => pipe.transform(null))).toEqual({
      code: 'INVALID_INPUT',
      status: 400,
      message: COMMON_MESSAGES.invalidInput,
    });
    expect(failure(() => pipe.transform({ ...turn, userId: 'u' })).message).toBe(
      COMMON_MESSAGES.invalidInput,
    );
    expect(failure(() => pipe.transform({ ...turn, message: ' ' })).message).toBe(
      CHAT_MESSAGES.messageRequired,
    );
    expect(failure(() => pipe.transform({ ...turn, idempotencyKey: 'kurz' })).message).toBe(
      COMMON_MESSAGES.invalidIdempotencyKey,
    );
    expect(failure(() => pipe.transform({ ...turn, message: 'a\u0000b' })).message).toBe(
      COMMON_MESSAGES.unsafeText,
    );
  });

  it('lets every ping through', () => {
    expect(new RequestPayloadPipe(SUBJECTS.auth.ping).transform(undefined)).toEqual({});
  });
});
