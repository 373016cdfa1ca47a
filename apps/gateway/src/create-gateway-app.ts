import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { PinoLogger } from '@mpu/server-kit';
import { AppModule } from './app.module';
import { isStripeWebhookRoute, type RawBodyRequest } from './billing/stripe-webhook.route';
import type { GatewayEnv } from './config/gateway-env';
import { setupOpenApi } from './docs/open-api';
import { createClientErrorHandler, createFrameworkErrorHandler } from './errors/framework-errors';
import { HttpExceptionFilter } from './errors/http-exception.filter';
import { createRequestGuardHook } from './security/request-guard.hook';
import { apiSecurityHeaders, computeSecurityHeaders } from './security/security-headers';
import { SpaFallback } from './web/spa-fallback';
import { staticAssetOptions } from './web/static-assets';

const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export async function createGatewayApp(env: GatewayEnv): Promise<NestFastifyApplication> {
  const documentHeaders = computeSecurityHeaders();
  const apiHeaders = apiSecurityHeaders(documentHeaders);
  // Trust exactly one proxy hop (the ingress): the client address is the one it appended, so a client
  // cannot pick its own rate-limit bucket by sending X-Forwarded-For itself.
  const adapter = new FastifyAdapter({
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY ? 1 : false,
    frameworkErrors: createFrameworkErrorHandler(apiHeaders),
    clientErrorHandler: createClientErrorHandler(apiHeaders),
  });
  // bodyParser: false keeps Nest from adding its form (urlencoded) parser: the API reads JSON only.
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(env), adapter, {
    logger: new PinoLogger('gateway', env.LOG_LEVEL),
    bodyParser: false,
  });
  await app.register(fastifyCookie, { secret: env.SESSION_SECRET });

  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeContentTypeParser('text/plain');
  // Fastify's own JSON parser (prototype-poisoning checks included), reading the body as a string: the
  // route that matched as Stripe's webhook keeps that string, the exact bytes Stripe signed.
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (isStripeWebhookRoute(request)) (request as RawBodyRequest).rawBody = text;
    parseJson(request, text, done);
  });
  // Only POST /api/transcribe accepts multipart (the request guard refuses it elsewhere). Its handler reads
  // the body from the socket itself (chat/services/audio-upload.util.ts), so no global upload hooks are needed.
  fastify.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));
  fastify.addHook('onRequest', createRequestGuardHook(documentHeaders, apiHeaders, env.ALLOWED_ORIGINS));

  const spa = env.WEB_DIST_DIR ? serveWebApp(app, env.WEB_DIST_DIR) : null;
  app.useGlobalFilters(new HttpExceptionFilter(spa));
  setupOpenApi(app);
  app.enableShutdownHooks();
  return app;
}

function serveWebApp(app: NestFastifyApplication, webDistDir: string): SpaFallback {
  const root = path.resolve(webDistDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(
      `WEB_DIST_DIR ${root} has no index.html — build the web app first (npx nx run web:build)`,
    );
  }
  // Files with their build-time brotli/gzip siblings by Accept-Encoding; hashed /assets cached for a year.
  app.useStaticAssets(staticAssetOptions(root));
  return new SpaFallback(root);
}
