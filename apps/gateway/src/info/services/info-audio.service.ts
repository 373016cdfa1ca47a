import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { COMMON_MESSAGES, INFO_MESSAGES } from '@mpu/contracts';
import { isInfoTopic, type InfoTopic } from '@mpu/content';
import { articleOf } from '@mpu/content/library';
import { PremiumStatusService } from '../../billing/premium-status.service';

/** Where the build puts libs/content/audio (tools/build/build-node-app.mjs); next to main.js. */
const AUDIO_DIR = path.join(__dirname, 'audio');

export interface AudioFile {
  data: Buffer;
  contentType: string;
}

/**
 * The audio summaries of premium articles (free ones are static files of the web app): only for
 * subscribers, like the article text. Files are small (≤ 250 KB) and kept in memory once read.
 */
@Injectable()
export class InfoAudioService {
  private readonly cache = new Map<InfoTopic, Promise<Buffer | null>>();

  constructor(private readonly premium: PremiumStatusService) {}

  async audio(userId: string, key: string): Promise<AudioFile> {
    const article = isInfoTopic(key) ? articleOf(key) : undefined;
    if (!article || !article.hasAudio || !article.isPremium) {
      throw new NotFoundException({ message: INFO_MESSAGES.audioNotFound });
    }
    if (!(await this.premium.status(userId)).active) {
      throw new ForbiddenException({ message: COMMON_MESSAGES.premiumRequired });
    }
    const data = await this.read(article.topic);
    if (!data) throw new NotFoundException({ message: INFO_MESSAGES.audioNotFound });
    return { data, contentType: 'audio/ogg' };
  }

  private read(topic: InfoTopic): Promise<Buffer | null> {
    let file = this.cache.get(topic);
    if (!file) {
      file = readFile(path.join(AUDIO_DIR, `${topic}.ogg`)).catch(() => null);
      this.cache.set(topic, file);
    }
    return file;
  }
}
