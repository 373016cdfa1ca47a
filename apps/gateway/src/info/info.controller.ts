import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Article, SearchIndexEntry, TopicSummary } from '@mpu/content';
import { AuthenticatedGuard } from '../guards/authenticated.guard';
import { CurrentSession } from '../guards/current-user.decorator';
import type { ActiveSession } from '../session/session.types';
import { InfoService } from './services/info.service';

/** 'MPU Grundlagen' (spec 1 §2, spec 2 §2): topics, articles and the search index. */
@ApiTags('info')
@Controller('api/info')
@UseGuards(AuthenticatedGuard)
export class InfoController {
  constructor(private readonly info: InfoService) {}

  @Get('topics')
  @Header('cache-control', 'private, max-age=300')
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
}
