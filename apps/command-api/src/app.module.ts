import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ThrottlerModule } from '@nestjs/throttler';
import { type AppConfig } from '@buildmentor/config';
import { AuthGuard } from './auth/auth.guard';
import { type MailSenderOverride } from './auth/mail/mail-sender.provider';
import { type SignInThrottleOverride } from './auth/password/sign-in-throttle.provider';
import { type AnswerGeneratorOverride } from './chat/ask-question/answer-generator.provider';
import { MinPositionInterceptor } from './http/min-position.interceptor';
import { OpenApiController } from './http/openapi/openapi.controller';
import { ProblemDetailsFilter } from './http/problem-details.filter';
import { RateLimitGuard } from './http/rate-limit/rate-limit.guard';
import { RATE_LIMITS, type RateLimitTable, scaleRateLimits } from './http/rate-limit/rate-limits';
import { SharedThrottlerStorage } from './http/rate-limit/shared-throttler-storage';
import { throttlerOptions } from './http/rate-limit/throttler-options';
import { InfrastructureModule } from './infrastructure/infrastructure.module';
import { type Clock } from './infrastructure/tokens';
import { AREAS } from './routes';
import { SharedCounts } from './shared/shared-counts/shared-counts.service';
import { SharedModule } from './shared/shared.module';

/**
 * What a test may swap in; production passes nothing. InfrastructureModule provides it under
 * OVERRIDES, and each port's provider reads its own part (declared beside it).
 */
export interface AppOverrides extends AnswerGeneratorOverride, MailSenderOverride, SignInThrottleOverride {
  clock?: Clock;
  /** Tests shorten the rate-limit windows (the limits stay the real ones). */
  rateLimits?: RateLimitTable;
}

/**
 * The shared infrastructure (global: ports, decider runner, CQRS buses, throttler), the
 * application-wide guards, filter and interceptor, and every area module from `routes.ts`. The
 * area modules list their own controllers, handlers and services; CqrsModule finds the handlers
 * in whichever module provides them.
 */
@Module({})
export class AppModule {
  static forConfig(config: AppConfig, overrides: AppOverrides = {}): DynamicModule {
    const rateLimits = scaleRateLimits(overrides.rateLimits ?? RATE_LIMITS, config.RATE_LIMIT_SCALE);
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.forConfig(config, overrides),
        SharedModule,
        CqrsModule.forRoot(),
        // Counted with every API process (SharedCounts), not in this process's memory alone.
        ThrottlerModule.forRootAsync({
          inject: [SharedCounts],
          useFactory: (counts: SharedCounts) =>
            throttlerOptions(rateLimits, new SharedThrottlerStorage(counts.counter('rate-limits'))),
        }),
        ...AREAS.map((area) => area.module),
      ],
      controllers: [OpenApiController],
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
        // Global guards run in this order: rate limits after AuthGuard, so per-user rules see the user id.
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_FILTER, useExisting: ProblemDetailsFilter },
        { provide: APP_INTERCEPTOR, useClass: MinPositionInterceptor },
      ],
    };
  }
}
