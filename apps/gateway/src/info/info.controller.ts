import { Controller, Get, Param, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Article, SearchIndexEntry, TopicSummary } from '@mpu/content';
import { AuthenticatedGuard } from '../guards/authenticated.guard';
import { CurrentSession } from '../guards/current-user.decorator';
import type { ActiveSession } from '../session/session.types';
import { parseByteRange } from './services/byte-range.util';
import { InfoAudioService } from './services/info-audio.service';
import { InfoService } from './services/info.service';

/** 'MPU Grundlagen' (spec 1 §2, spec 2 §2): topics, articles and the search index. */
@ApiTags('info')
@Controller('api/info')
@UseGuards(AuthenticatedGuard)
export class InfoController {
  constructor(
    private readonly info: InfoService,
    private readonly audio: InfoAudioService,
  ) {}

  @Get('topics')
  @ApiOkResponse({ description: 'Every topic with its section titles, without article bodies' })
  topics(): TopicSummary[] {
    return this.info.topics();
  }

  @Get('articles/:topic')
  @ApiOkResponse({ description: 'The whole article' })
  @ApiForbiddenResponse({ description: 'Premium topic without an active subscription' })
  article(@CurrentSession() session: ActiveSession, @Param('topic') topic: string): Promise<Article> {
    return this.info.article(session.userId, topic);
  }

  @Get('search-index')
  @ApiOkResponse({ description: 'Every section; premium text only for subscribers' })
  searchIndex(@CurrentSession() session: ActiveSession): Promise<SearchIndexEntry[]> {
    return this.info.searchIndex(session.userId);
  }

  @Get('audio/:topic')
  @ApiOkResponse({ description: 'Audio summary of a premium article (Ogg Opus); Range requests for seeking' })
  @ApiForbiddenResponse({ description: 'Without an active subscription' })
  async audioSummary(
    @CurrentSession() session: ActiveSession,
    @Param('topic') topic: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { data, contentType } = await this.audio.audio(session.userId, topic);
    const range = parseByteRange(request.headers.range, data.length);
    void reply
      .header('content-type', contentType)
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'private, max-age=3600');
    if (range === 'invalid') {
      await reply.code(416).header('content-range', `bytes */${data.length}`).send();
      return;
    }
    if (range === null) {
      await reply.code(200).send(data);
      return;
    }
    await reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${data.length}`)
      .send(data.subarray(range.start, range.end + 1));
  }
}
