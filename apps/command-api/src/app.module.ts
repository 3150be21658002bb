import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ANSWER_GENERATOR, type AnswerGenerator, OfflineAnswerGenerator } from '@buildmentor/answering';
import { type AppConfig } from '@buildmentor/config';
import { AuthGuard } from './auth/auth.guard';
import { DemoSignInHandler } from './auth/demo-sign-in/demo-sign-in.handler';
import { TokenService } from './auth/token.service';
import { AskQuestionHandler } from './chat/ask-question/ask-question.handler';
import { GetHistoryHandler } from './chat/get-history/get-history.handler';
import { GetSessionHandler } from './chat/get-session/get-session.handler';
import { MinPositionInterceptor } from './http/min-position.interceptor';
import { OpenApiController } from './http/openapi/openapi.controller';
import { ProblemDetailsFilter } from './http/problem-details.filter';
import { InfrastructureModule } from './infrastructure/infrastructure.module';
import { SLICE_CONTROLLERS } from './routes';
import { DeciderRunner } from './shared/decider-runner';
import { GetSubscriptionHandler } from './user/get-subscription/get-subscription.handler';

export interface AppOverrides {
  clock?: () => Date;
  /** Tests swap in an answerer that fails or is slow; production picks one from the config. */
  answerGenerator?: AnswerGenerator;
}

@Module({})
export class AppModule {
  static forConfig(config: AppConfig, overrides: AppOverrides = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [InfrastructureModule.forConfig(config, overrides), CqrsModule.forRoot()],
      controllers: [...SLICE_CONTROLLERS, OpenApiController],
      providers: [
        TokenService,
        DeciderRunner,
        { provide: ANSWER_GENERATOR, useValue: overrides.answerGenerator ?? new OfflineAnswerGenerator() },
        DemoSignInHandler,
        AskQuestionHandler,
        GetHistoryHandler,
        GetSessionHandler,
        GetSubscriptionHandler,
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: ProblemDetailsFilter },
        { provide: APP_INTERCEPTOR, useClass: MinPositionInterceptor },
      ],
    };
  }
}
