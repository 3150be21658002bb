import { Module } from '@nestjs/common';
import { area, controllersOf, slice } from '../http/area';
import { AccountRegistry } from './account-registry';
import { ChangePasswordHandler } from './change-password/change-password.handler';
import {
  ChangePasswordController,
  changePasswordDoc,
} from './change-password/change-password.http.controller';
import { CompleteGoogleSignInHandler } from './complete-google-sign-in/complete-google-sign-in.handler';
import {
  CompleteGoogleSignInController,
  completeGoogleSignInDoc,
} from './complete-google-sign-in/complete-google-sign-in.http.controller';
import { ConfirmPasswordResetHandler } from './confirm-password-reset/confirm-password-reset.handler';
import {
  ConfirmPasswordResetController,
  confirmPasswordResetDoc,
} from './confirm-password-reset/confirm-password-reset.http.controller';
import { DemoSignInHandler } from './demo-sign-in/demo-sign-in.handler';
import { DemoSignInController, demoSignInDoc } from './demo-sign-in/demo-sign-in.http.controller';
import { GetAuthConfigHandler } from './get-auth-config/get-auth-config.handler';
import { GetAuthConfigController, getAuthConfigDoc } from './get-auth-config/get-auth-config.http.controller';
import { GoogleOidc } from './google/google-oidc';
import { oidcClientProvider } from './google/oidc-client.provider';
import { mailSenderProvider } from './mail/mail-sender.provider';
import { VerificationMailer } from './mail/verification-mailer';
import { signInThrottleProvider } from './password/sign-in-throttle.provider';
import { RequestPasswordResetHandler } from './request-password-reset/request-password-reset.handler';
import {
  RequestPasswordResetController,
  requestPasswordResetDoc,
} from './request-password-reset/request-password-reset.http.controller';
import { ResendVerificationHandler } from './resend-verification/resend-verification.handler';
import {
  ResendVerificationController,
  resendVerificationDoc,
} from './resend-verification/resend-verification.http.controller';
import { RolesService } from './roles.service';
import { SessionService } from './session.service';
import { SessionVersions } from './session-versions';
import { SignInHandler } from './sign-in/sign-in.handler';
import { SignInController, signInDoc } from './sign-in/sign-in.http.controller';
import { SignOutEverywhereHandler } from './sign-out-everywhere/sign-out-everywhere.handler';
import {
  SignOutEverywhereController,
  signOutEverywhereDoc,
} from './sign-out-everywhere/sign-out-everywhere.http.controller';
import { SignUpHandler } from './sign-up/sign-up.handler';
import { SignUpController, signUpDoc } from './sign-up/sign-up.http.controller';
import { StartGoogleSignInHandler } from './start-google-sign-in/start-google-sign-in.handler';
import {
  StartGoogleSignInController,
  startGoogleSignInDoc,
} from './start-google-sign-in/start-google-sign-in.http.controller';
import { TokenService } from './token.service';
import { VerifyEmailHandler } from './verify-email/verify-email.handler';
import { VerifyEmailController, verifyEmailDoc } from './verify-email/verify-email.http.controller';

const SLICES = [
  slice(GetAuthConfigController, getAuthConfigDoc),
  slice(DemoSignInController, demoSignInDoc),
  slice(SignUpController, signUpDoc),
  slice(SignInController, signInDoc),
  slice(RequestPasswordResetController, requestPasswordResetDoc),
  slice(ConfirmPasswordResetController, confirmPasswordResetDoc),
  slice(VerifyEmailController, verifyEmailDoc),
  slice(ResendVerificationController, resendVerificationDoc),
  slice(ChangePasswordController, changePasswordDoc),
  slice(SignOutEverywhereController, signOutEverywhereDoc),
  slice(StartGoogleSignInController, startGoogleSignInDoc),
  slice(CompleteGoogleSignInController, completeGoogleSignInDoc),
];

/**
 * Accounts, sign-in and sessions. Exports what other areas and the global AuthGuard need: the
 * token check and RolesService (which `@AdminOnly()` uses, so an area with admin routes imports
 * this module).
 */
@Module({
  controllers: controllersOf(SLICES),
  providers: [
    TokenService,
    SessionVersions,
    RolesService,
    SessionService,
    AccountRegistry,
    oidcClientProvider,
    GoogleOidc,
    signInThrottleProvider,
    mailSenderProvider,
    VerificationMailer,
    GetAuthConfigHandler,
    DemoSignInHandler,
    SignUpHandler,
    SignInHandler,
    RequestPasswordResetHandler,
    ConfirmPasswordResetHandler,
    VerifyEmailHandler,
    ResendVerificationHandler,
    ChangePasswordHandler,
    SignOutEverywhereHandler,
    StartGoogleSignInHandler,
    CompleteGoogleSignInHandler,
  ],
  exports: [TokenService, RolesService],
})
export class AuthModule {}

export const AUTH_AREA = area(AuthModule, SLICES);
