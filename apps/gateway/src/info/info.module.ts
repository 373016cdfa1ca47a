import { Module } from '@nestjs/common';
import { InfoController } from './info.controller';
import { InfoAudioService } from './services/info-audio.service';
import { InfoService } from './services/info.service';

@Module({ controllers: [InfoController], providers: [InfoService, InfoAudioService] })
export class InfoModule {}
