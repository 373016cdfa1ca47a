import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** The OpenAPI document of the HTTP API, generated from the controllers, at /api/docs (JSON at /api/docs-json). */
export function setupOpenApi(app: NestFastifyApplication): void {
  const config = new DocumentBuilder()
    .setTitle('MPU-Vorbereitung API')
    .setDescription('HTTP API of the gateway. Authentication: the session cookie set by POST /api/login.')
    .setVersion('1')
    .addCookieAuth('mpu_sid')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, config));
}
