import 'reflect-metadata';
import express from 'express';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { type AppConfig, createLogger } from '@buildmentor/config';
import { AppModule, type AppOverrides } from './app.module';
import { bodyParserErrorHandler } from './http/body-parser-errors';
import { correlationMiddleware } from './http/correlation.middleware';
import { requestMetricsMiddleware } from './http/request-metrics.middleware';
import { responseCompression } from './http/response-compression';
import { securityHeaders } from './http/security-headers';
import { serveFrontend } from './http/static-frontend';
import { ApiMetrics } from './shared/metrics/api-metrics';

/** JSON bodies are small (questions are capped at 4,000 characters); uploads use multipart. */
const JSON_LIMIT = '256kb';
const PAYMENT_WEBHOOK_PATH = '/api/payment/webhook';

/** Builds the HTTP application; main.ts listens, tests use it with supertest. */
export async function createApp(
  config: AppConfig,
  overrides: AppOverrides = {},
): Promise<NestExpressApplication> {
  const logger = createLogger('command-api', config.LOG_LEVEL);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forConfig(config, overrides), {
    bodyParser: false,
    logger: config.LOG_LEVEL === 'debug' ? ['error', 'warn', 'log', 'debug'] : ['error', 'warn'],
  });
  app.setGlobalPrefix('api');
  app.disable('x-powered-by');
  // The client address (rate limits, sign-in throttling) believes X-Forwarded-For only from the
  // proxies TRUST_PROXY names; by default none, so a client cannot choose the address it counts as.
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(securityHeaders());
  app.use(correlationMiddleware(logger));
  app.use(requestMetricsMiddleware(app.get(ApiMetrics)));
  app.use(responseCompression());
  // The payment webhook's signature covers the exact bytes sent: that one path keeps its raw body.
  app.use(PAYMENT_WEBHOOK_PATH, express.raw({ type: 'application/json', limit: '1mb' }));
  const json = express.json({ limit: JSON_LIMIT });
  app.use('/api', (req: express.Request, res: express.Response, next: express.NextFunction) =>
    req.originalUrl.split('?')[0] === PAYMENT_WEBHOOK_PATH ? next() : json(req, res, next),
  );
  app.use('/api', bodyParserErrorHandler);
  if (config.STATIC_DIR) serveFrontend(app, config.STATIC_DIR);
  app.enableShutdownHooks();
  return app;
}
