import { CheckAdminStatusController, checkAdminStatusDoc } from './admin/check-admin-status/check-admin-status.http.controller';
import { DeveloperAccessController, developerAccessDocs } from './admin/developer-access/developer-access.http.controller';
import { AuthConfigController, authConfigDoc } from './auth/auth-config/auth-config.http.controller';
import { DemoSignInController, demoSignInDoc } from './auth/demo-sign-in/demo-sign-in.http.controller';
import { GoogleSignInController, googleSignInDocs } from './auth/google/google-sign-in.http.controller';
import { PasswordResetController, passwordResetDocs } from './auth/password-reset/password-reset.http.controller';
import { SignInController, signInDoc } from './auth/sign-in/sign-in.http.controller';
import { SignUpController, signUpDoc } from './auth/sign-up/sign-up.http.controller';
import { VerifyEmailController, verifyEmailDocs } from './auth/verify-email/verify-email.http.controller';
import { ChangePasswordController, changePasswordDoc } from './auth/change-password/change-password.http.controller';
import { SignOutEverywhereController, signOutEverywhereDoc } from './auth/sign-out-everywhere/sign-out-everywhere.http.controller';
import { AskQuestionController, askQuestionDoc } from './chat/ask-question/ask-question.http.controller';
import { AskQuestionStreamController, askQuestionStreamDoc } from './chat/ask-question-stream/ask-question-stream.http.controller';
import { GetHistoryController, getHistoryDoc } from './chat/get-history/get-history.http.controller';
import { GetExamplesController, getExamplesDoc } from './chat/get-examples/get-examples.http.controller';
import { GetSessionController, getSessionDoc } from './chat/get-session/get-session.http.controller';
import { SampleAnswerController, sampleAnswerDoc } from './chat/sample-answer/sample-answer.http.controller';
import { SearchConversationsController, searchConversationsDoc } from './chat/search-conversations/search-conversations.http.controller';
import { SubmitContributionController, submitContributionDoc } from './chat/submit-contribution/submit-contribution.http.controller';
import { SubmitFeedbackController, submitFeedbackDoc } from './chat/submit-feedback/submit-feedback.http.controller';
import { RecordUiEventController, recordUiEventDoc } from './telemetry/record-ui-event/record-ui-event.http.controller';
import { type RouteDoc } from './http/openapi/route-docs';
import { AddMentorNoteController, addMentorNoteDoc } from './knowledge/add-mentor-note/add-mentor-note.http.controller';
import { DeleteDocumentController, deleteDocumentDoc } from './knowledge/delete-document/delete-document.http.controller';
import { DownloadDocumentController, downloadDocumentDoc } from './knowledge/download-document/download-document.http.controller';
import { GetStorageUsageController, getStorageUsageDoc } from './knowledge/get-storage-usage/get-storage-usage.http.controller';
import { ListPersonalDocumentsController, listPersonalDocumentsDoc } from './knowledge/list-personal-documents/list-personal-documents.http.controller';
import { ListCommunityDocumentsController, listCommunityDocumentsDoc } from './knowledge/list-community-documents/list-community-documents.http.controller';
import { SearchKnowledgeController, searchKnowledgeDocs } from './knowledge/search-knowledge/search-knowledge.http.controller';
import { UploadDocumentsController, uploadDocumentsDocs } from './knowledge/upload-documents/upload-documents.http.controller';
import { GetStatusController, getStatusDoc } from './status/get-status/get-status.http.controller';
import { CompleteOnboardingController, completeOnboardingDoc } from './user/complete-onboarding/complete-onboarding.http.controller';
import { GetProfileController, getProfileDoc } from './user/get-profile/get-profile.http.controller';
import { GetSubscriptionController, getSubscriptionDoc } from './user/get-subscription/get-subscription.http.controller';
import { UpdatePreferencesController, updatePreferencesDoc } from './user/update-preferences/update-preferences.http.controller';
import { GetPricingController, getPricingDoc } from './pricing/get-pricing/get-pricing.http.controller';
import { StartCheckoutController, startCheckoutDoc } from './payments/start-checkout/start-checkout.http.controller';
import { GetPaymentStatusController, getPaymentStatusDoc } from './payments/get-payment-status/get-payment-status.http.controller';
import { PaymentWebhookController, paymentWebhookDoc } from './payments/payment-webhook/payment-webhook.http.controller';
import { DemoCheckoutController, demoCheckoutDocs } from './payments/demo-checkout/demo-checkout.http.controller';
import { OpenBillingPortalController, openBillingPortalDoc } from './payments/open-billing-portal/open-billing-portal.http.controller';
import { GetBillingController, getBillingDoc } from './payments/get-billing/get-billing.http.controller';
import { CreateVoucherController, createVoucherDoc } from './vouchers/create-voucher/create-voucher.http.controller';
import { ListVouchersController, listVouchersDoc } from './vouchers/list-vouchers/list-vouchers.http.controller';
import { RevokeVoucherController, revokeVoucherDoc } from './vouchers/revoke-voucher/revoke-voucher.http.controller';
import { RedeemVoucherController, redeemVoucherDoc } from './vouchers/redeem-voucher/redeem-voucher.http.controller';
import { GetVoucherStatusController, getVoucherStatusDoc } from './vouchers/get-voucher-status/get-voucher-status.http.controller';
import { RegisterPartnerController, registerPartnerDoc } from './partners/register-partner/register-partner.http.controller';
import { GetMyPartnerController, getMyPartnerDoc } from './partners/get-my-partner/get-my-partner.http.controller';
import { ListPartnersController, listPartnersDoc } from './partners/list-partners/list-partners.http.controller';
import { ReviewPartnerController, reviewPartnerDoc } from './partners/review-partner/review-partner.http.controller';
import { GetStatsController, getStatsDoc } from './admin/get-stats/get-stats.http.controller';
import { ListUsersController, listUsersDoc } from './admin/list-users/list-users.http.controller';
import { ListContributionsController, listContributionsDoc } from './admin/list-contributions/list-contributions.http.controller';
import { ReviewContributionController, reviewContributionDoc } from './admin/review-contribution/review-contribution.http.controller';
import { AdminCommunityDocumentsController, adminCommunityDocumentsDoc } from './admin/list-community-documents/admin-community-documents.http.controller';
import { ListFeedbackController, listFeedbackDoc } from './admin/list-feedback/list-feedback.http.controller';
import { AuditTrailController, auditTrailDoc } from './admin/audit-trail/audit-trail.http.controller';
import { AnalyticsController, analyticsDoc } from './admin/analytics/analytics.http.controller';
import { GenerateWeeklyReportController, generateWeeklyReportDoc } from './admin/weekly-report/generate-weekly-report.http.controller';
import { ListReportsController, listReportsDoc } from './admin/list-reports/list-reports.http.controller';
import { SystemStatusController, systemStatusDoc } from './admin/system-status/system-status.http.controller';
import { RequestReplayController, requestReplayDoc } from './admin/request-replay/request-replay.http.controller';

/** Every slice's controller and its OpenAPI description, registered in one place. */
export const SLICE_CONTROLLERS = [
  AuthConfigController,
  DemoSignInController,
  SignUpController,
  SignInController,
  PasswordResetController,
  VerifyEmailController,
  ChangePasswordController,
  SignOutEverywhereController,
  GoogleSignInController,
  AskQuestionController,
  AskQuestionStreamController,
  GetHistoryController,
  GetSessionController,
  SearchConversationsController,
  SubmitFeedbackController,
  SubmitContributionController,
  GetExamplesController,
  RecordUiEventController,
  SampleAnswerController,
  GetSubscriptionController,
  GetProfileController,
  CompleteOnboardingController,
  UpdatePreferencesController,
  ListPersonalDocumentsController,
  UploadDocumentsController,
  SearchKnowledgeController,
  AddMentorNoteController,
  ListCommunityDocumentsController,
  DeleteDocumentController,
  DownloadDocumentController,
  GetStorageUsageController,
  CheckAdminStatusController,
  DeveloperAccessController,
  GetStatusController,
  GetPricingController,
  StartCheckoutController,
  GetPaymentStatusController,
  PaymentWebhookController,
  DemoCheckoutController,
  OpenBillingPortalController,
  GetBillingController,
  CreateVoucherController,
  ListVouchersController,
  RevokeVoucherController,
  RedeemVoucherController,
  GetVoucherStatusController,
  RegisterPartnerController,
  GetMyPartnerController,
  ListPartnersController,
  ReviewPartnerController,
  GetStatsController,
  ListUsersController,
  ListContributionsController,
  ReviewContributionController,
  AdminCommunityDocumentsController,
  ListFeedbackController,
  AuditTrailController,
  AnalyticsController,
  GenerateWeeklyReportController,
  ListReportsController,
  SystemStatusController,
  RequestReplayController,
];

export const ROUTE_DOCS: readonly RouteDoc[] = [
  authConfigDoc,
  demoSignInDoc,
  signUpDoc,
  signInDoc,
  ...passwordResetDocs,
  ...verifyEmailDocs,
  changePasswordDoc,
  signOutEverywhereDoc,
  ...googleSignInDocs,
  askQuestionDoc,
  askQuestionStreamDoc,
  getHistoryDoc,
  getSessionDoc,
  searchConversationsDoc,
  submitFeedbackDoc,
  submitContributionDoc,
  getExamplesDoc,
  recordUiEventDoc,
  sampleAnswerDoc,
  getSubscriptionDoc,
  getProfileDoc,
  completeOnboardingDoc,
  updatePreferencesDoc,
  listPersonalDocumentsDoc,
  ...uploadDocumentsDocs,
  ...searchKnowledgeDocs,
  addMentorNoteDoc,
  listCommunityDocumentsDoc,
  deleteDocumentDoc,
  downloadDocumentDoc,
  getStorageUsageDoc,
  checkAdminStatusDoc,
  ...developerAccessDocs,
  getStatusDoc,
  getPricingDoc,
  startCheckoutDoc,
  getPaymentStatusDoc,
  paymentWebhookDoc,
  ...demoCheckoutDocs,
  openBillingPortalDoc,
  getBillingDoc,
  createVoucherDoc,
  listVouchersDoc,
  revokeVoucherDoc,
  redeemVoucherDoc,
  getVoucherStatusDoc,
  registerPartnerDoc,
  getMyPartnerDoc,
  listPartnersDoc,
  reviewPartnerDoc,
  getStatsDoc,
  listUsersDoc,
  listContributionsDoc,
  reviewContributionDoc,
  adminCommunityDocumentsDoc,
  listFeedbackDoc,
  auditTrailDoc,
  analyticsDoc,
  generateWeeklyReportDoc,
  listReportsDoc,
  systemStatusDoc,
  requestReplayDoc,
];
