import { Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  loginSchema,
  registerSchema,
  userSchema,
  type LoginInput,
  type PrepareLogoutResponse,
  type RegisterPayload,
  type UserDto,
} from '@mpu/contracts';
import { AuthenticatedGuard } from '../guards/authenticated.guard';
import { CurrentSession } from '../guards/current-user.decorator';
import { ZodBody, ZodOkResponse } from '../validation/zod.decorators';
import type { ActiveSession } from '../session/session.types';
import { AuthSessionService } from './services/auth-session.service';

@ApiTags('auth')
@Controller('api')
export class AuthController {
  constructor(private readonly auth: AuthSessionService) {}

  @Get('user')
  @UseGuards(AuthenticatedGuard)
  @ZodOkResponse(userSchema)
  currentUser(@CurrentSession() session: ActiveSession): UserDto {
    return session.user;
  }

  @Post('login')
  @HttpCode(200)
  @ZodOkResponse(userSchema)
  login(
    @ZodBody(loginSchema) body: LoginInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserDto> {
    return this.auth.login(body, request, reply);
  }

  @Post('register')
  @HttpCode(201)
  @ZodOkResponse(userSchema)
  register(
    @ZodBody(registerSchema) body: RegisterPayload,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserDto> {
    return this.auth.register(body, request, reply);
  }

  @Post('prepare-logout')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  prepareLogout(@CurrentSession() session: ActiveSession): Promise<PrepareLogoutResponse> {
    return this.auth.prepareLogout(session.userId);
  }

  @Post('logout')
  @HttpCode(200)
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ message: string }> {
    await this.auth.logout(request, reply);
    return { message: 'Abgemeldet' };
  }
}
