import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ThrottlerModule } from '@nestjs/throttler';
import { ANSWER_GENERATOR, type AnswerGenerator, createAnswerGenerator } from '@buildmentor/answering';
import { type AppConfig, createLogger } from '@buildmentor/config';
import { GrantDeveloperAccessHandler } from './admin/developer-access/grant-developer-access.handler';
import { AccountRegistry } from './auth/account-registry';
import { AdminGuard } from './auth/admin-only.decorator';
import { oidcClientProvider } from './auth/google/oidc-client.provider';
import { LogMailSender, MAIL_SENDER, type MailSender } from './auth/mail/mail-sender.port';
import { SignInThrottle } from './auth/password/sign-in-throttle';
import { ConfirmPasswordResetHandler, RequestPasswordResetHandler } from './auth/password-reset/password-reset.handlers';
import { RolesService } from './auth/roles.service';
import { SessionService } from './auth/session.service';
import { SessionVersions } from './auth/session-versions';
import { ChangePasswordHandler } from './auth/change-password/change-password.handler';
import { SignOutEverywhereHandler } from './auth/sign-out-everywhere/sign-out-everywhere.handler';
import { VerificationMailer } from './auth/verify-email/verification-mailer';
import { ResendVerificationHandler, VerifyEmailHandler } from './auth/verify-email/verify-email.handlers';
import { SignInHandler } from './auth/sign-in/sign-in.handler';
import { SignUpHandler } from './auth/sign-up/sign-up.handler';
import { CompleteOnboardingHandler } from './user/complete-onboarding/complete-onboarding.handler';
import { GetProfileHandler } from './user/get-profile/get-profile.handler';
import { UpdatePreferencesHandler } from './user/update-preferences/update-preferences.handler';
import { AuthGuard } from './auth/auth.guard';
import { DemoSignInHandler } from './auth/demo-sign-in/demo-sign-in.handler';
import { TokenService } from './auth/token.service';
import { AskQuestionHandler } from './chat/ask-question/ask-question.handler';
import { GetHistoryHandler } from './chat/get-history/get-history.handler';
import { GetSessionHandler } from './chat/get-session/get-session.handler';
import { SubmitContributionHandler } from './chat/submit-contribution/submit-contribution.handler';
import { SubmitFeedbackHandler } from './chat/submit-feedback/submit-feedback.handler';
import { OrphanedQuestionRecovery } from './chat/recover-orphaned-questions/orphaned-question-recovery.service';
import { MinPositionInterceptor } from './http/min-position.interceptor';
import { OpenApiController } from './http/openapi/openapi.controller';
import { ProblemDetailsFilter } from './http/problem-details.filter';
import { RateLimitGuard } from './http/rate-limit/rate-limit.guard';
import { RATE_LIMITS, type RateLimitTable, scaleRateLimits } from './http/rate-limit/rate-limits';
import { throttlerOptions } from './http/rate-limit/throttler-options';
import { InfrastructureModule } from './infrastructure/infrastructure.module';
import { blobStoreProvider } from './knowledge/blob-store.provider';
import { DocumentProcessor } from './knowledge/document-processor.service';
import { KnowledgeSearch } from './knowledge/search-knowledge/knowledge-search.service';
import { StorageQuota } from './knowledge/storage-quota';
import { UploadSlots } from './knowledge/upload-documents/upload-slots';
import { UploadDocumentsHandler } from './knowledge/upload-documents/upload-documents.handler';
import { SLICE_CONTROLLERS } from './routes';
import { DeciderRunner } from './shared/decider-runner';
import { GetSubscriptionHandler } from './user/get-subscription/get-subscription.handler';
import { CompleteDemoCheckoutHandler, GetDemoCheckoutHandler } from './payments/demo-checkout/demo-checkout.handlers';
import { ReconcilePaymentHandler } from './payments/get-payment-status/reconcile-payment.handler';
import { PaymentFulfilment } from './payments/payment-fulfilment';
import { paymentGatewayProvider } from './payments/payment-gateway.provider';
import { HandlePaymentWebhookHandler } from './payments/payment-webhook/handle-payment-webhook.handler';
import { StartCheckoutHandler } from './payments/start-checkout/start-checkout.handler';
import { BillingCustomers } from './payments/billing/billing-customers';
import { ChargeOutcomes } from './payments/billing/charge-outcomes';
import { InvoiceOutcomes } from './payments/billing/invoice-outcomes';
import { SubscriptionSync } from './payments/billing/subscription-sync';
import { GetBillingHandler } from './payments/get-billing/get-billing.handler';
import { OpenBillingPortalHandler } from './payments/open-billing-portal/open-billing-portal.handler';
import { CreateVoucherHandler } from './vouchers/create-voucher/create-voucher.handler';
import { GetVoucherStatusHandler } from './vouchers/get-voucher-status/get-voucher-status.handler';
import { ListVouchersHandler } from './vouchers/list-vouchers/list-vouchers.handler';
import { RedeemVoucherHandler } from './vouchers/redeem-voucher/redeem-voucher.handler';
import { RevokeVoucherHandler } from './vouchers/revoke-voucher/revoke-voucher.handler';
import { GetMyPartnerHandler } from './partners/get-my-partner/get-my-partner.handler';
import { ListPartnersHandler } from './partners/list-partners/list-partners.handler';
import { RegisterPartnerHandler } from './partners/register-partner/register-partner.handler';
import { ReviewPartnerHandler } from './partners/review-partner/review-partner.handler';
import { ReviewContributionHandler } from './admin/review-contribution/review-contribution.handler';
import { GenerateWeeklyReportHandler } from './admin/weekly-report/generate-weekly-report.handler';
import { WeeklyFigures } from './admin/weekly-report/weekly-figures';
import { RequestReplayHandler } from './admin/request-replay/request-replay.handler';

export interface AppOverrides {
  clock?: () => Date;
  /** Tests swap in an answerer that fails or is slow; production picks one from the config. */
  answerGenerator?: AnswerGenerator;
  /** Tests read the password-reset mail from an in-memory sender. */
  mailSender?: MailSender;
  signInThrottle?: SignInThrottle;
  /** Tests shorten the rate-limit windows (the limits stay the real ones). */
  rateLimits?: RateLimitTable;
}

@Module({})
export class AppModule {
  static forConfig(config: AppConfig, overrides: AppOverrides = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.forConfig(config, overrides),
        CqrsModule.forRoot(),
        ThrottlerModule.forRoot(throttlerOptions(scaleRateLimits(overrides.rateLimits ?? RATE_LIMITS, config.RATE_LIMIT_SCALE))),
      ],
      controllers: [...SLICE_CONTROLLERS, OpenApiController],
      providers: [
        TokenService,
        SessionVersions,
        DeciderRunner,
        blobStoreProvider,
        DocumentProcessor,
        KnowledgeSearch,
        StorageQuota,
        UploadSlots,
        UploadDocumentsHandler,
        RolesService,
        SessionService,
        AccountRegistry,
        AdminGuard,
        oidcClientProvider,
        { provide: SignInThrottle, useValue: overrides.signInThrottle ?? new SignInThrottle() },
        { provide: MAIL_SENDER, useValue: overrides.mailSender ?? new LogMailSender(createLogger('mail', config.LOG_LEVEL)) },
        { provide: ANSWER_GENERATOR, useValue: overrides.answerGenerator ?? answerGeneratorFor(config) },
        DemoSignInHandler,
        SignUpHandler,
        SignInHandler,
        RequestPasswordResetHandler,
        ConfirmPasswordResetHandler,
        VerificationMailer,
        VerifyEmailHandler,
        ResendVerificationHandler,
        ChangePasswordHandler,
        SignOutEverywhereHandler,
        CompleteOnboardingHandler,
        UpdatePreferencesHandler,
        GetProfileHandler,
        GrantDeveloperAccessHandler,
        AskQuestionHandler,
        GetHistoryHandler,
        GetSessionHandler,
        SubmitFeedbackHandler,
        SubmitContributionHandler,
        OrphanedQuestionRecovery,
        GetSubscriptionHandler,
        paymentGatewayProvider,
        PaymentFulfilment,
        StartCheckoutHandler,
        ReconcilePaymentHandler,
        HandlePaymentWebhookHandler,
        GetDemoCheckoutHandler,
        CompleteDemoCheckoutHandler,
        BillingCustomers,
        SubscriptionSync,
        InvoiceOutcomes,
        ChargeOutcomes,
        OpenBillingPortalHandler,
        GetBillingHandler,
        CreateVoucherHandler,
        ListVouchersHandler,
        RevokeVoucherHandler,
        RedeemVoucherHandler,
        GetVoucherStatusHandler,
        RegisterPartnerHandler,
        GetMyPartnerHandler,
        ListPartnersHandler,
        ReviewPartnerHandler,
        ReviewContributionHandler,
        WeeklyFigures,
        GenerateWeeklyReportHandler,
        RequestReplayHandler,
        { provide: APP_GUARD, useClass: AuthGuard },
        // Global guards run in this order: rate limits after AuthGuard, so per-user rules see the uid.
        { provide: APP_GUARD, useClass: RateLimitGuard },
        ProblemDetailsFilter,
        { provide: APP_FILTER, useExisting: ProblemDetailsFilter },
        { provide: APP_INTERCEPTOR, useClass: MinPositionInterceptor },
      ],
    };
  }
}

/** The LLM adapter the config chooses (DESIGN.md section 4). */
function answerGeneratorFor(config: AppConfig): AnswerGenerator {
  if (config.LLM_PROVIDER === 'offline') return createAnswerGenerator({ provider: 'offline' });
  return createAnswerGenerator({
    provider: 'openai',
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  });
}
