import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { area, controllersOf, slice } from '../http/area';
import { CheckAdminStatusHandler } from './check-admin-status/check-admin-status.handler';
import {
  CheckAdminStatusController,
  checkAdminStatusDoc,
} from './check-admin-status/check-admin-status.http.controller';
import { CheckDeveloperStatusHandler } from './check-developer-status/check-developer-status.handler';
import {
  CheckDeveloperStatusController,
  checkDeveloperStatusDoc,
} from './check-developer-status/check-developer-status.http.controller';
import { GenerateWeeklyReportHandler } from './generate-weekly-report/generate-weekly-report.handler';
import {
  GenerateWeeklyReportController,
  generateWeeklyReportDoc,
} from './generate-weekly-report/generate-weekly-report.http.controller';
import { WeeklyFigures } from './generate-weekly-report/weekly-figures';
import { GetAnalyticsHandler } from './get-analytics/get-analytics.handler';
import {
  GetAnalyticsController,
  getAnalyticsDoc,
  getTokenAnalyticsDoc,
} from './get-analytics/get-analytics.http.controller';
import { GetTokenAnalyticsHandler } from './get-analytics/get-token-analytics.handler';
import { GetAuditTrailHandler } from './get-audit-trail/get-audit-trail.handler';
import { GetAuditTrailController, getAuditTrailDoc } from './get-audit-trail/get-audit-trail.http.controller';
import { GetStatsHandler } from './get-stats/get-stats.handler';
import { GetStatsController, getStatsDoc } from './get-stats/get-stats.http.controller';
import { GetSystemStatusHandler } from './get-system-status/get-system-status.handler';
import {
  GetSystemStatusController,
  getSystemStatusDoc,
} from './get-system-status/get-system-status.http.controller';
import { GrantDeveloperAccessHandler } from './grant-developer-access/grant-developer-access.handler';
import {
  GrantDeveloperAccessController,
  grantDeveloperAccessDoc,
} from './grant-developer-access/grant-developer-access.http.controller';
import { ListAllCommunityDocumentsHandler } from './list-all-community-documents/list-all-community-documents.handler';
import {
  ListAllCommunityDocumentsController,
  listAllCommunityDocumentsDoc,
} from './list-all-community-documents/list-all-community-documents.http.controller';
import { ListContributionsHandler } from './list-contributions/list-contributions.handler';
import {
  ListContributionsController,
  listContributionsDoc,
} from './list-contributions/list-contributions.http.controller';
import { ListFeedbackHandler } from './list-feedback/list-feedback.handler';
import { ListFeedbackController, listFeedbackDoc } from './list-feedback/list-feedback.http.controller';
import { ListReportsHandler } from './list-reports/list-reports.handler';
import { ListReportsController, listReportsDoc } from './list-reports/list-reports.http.controller';
import { ListUsersHandler } from './list-users/list-users.handler';
import { ListUsersController, listUsersDoc } from './list-users/list-users.http.controller';
import { RequestReplayHandler } from './request-replay/request-replay.handler';
import { RequestReplayController, requestReplayDoc } from './request-replay/request-replay.http.controller';
import { ReviewContributionHandler } from './review-contribution/review-contribution.handler';
import {
  ReviewContributionController,
  reviewContributionDoc,
} from './review-contribution/review-contribution.http.controller';

const SLICES = [
  slice(CheckAdminStatusController, checkAdminStatusDoc),
  slice(GrantDeveloperAccessController, grantDeveloperAccessDoc),
  slice(CheckDeveloperStatusController, checkDeveloperStatusDoc),
  slice(GetStatsController, getStatsDoc),
  slice(ListUsersController, listUsersDoc),
  slice(ListContributionsController, listContributionsDoc),
  slice(ReviewContributionController, reviewContributionDoc),
  slice(ListAllCommunityDocumentsController, listAllCommunityDocumentsDoc),
  slice(ListFeedbackController, listFeedbackDoc),
  slice(GetAuditTrailController, getAuditTrailDoc),
  slice(GetAnalyticsController, getAnalyticsDoc, getTokenAnalyticsDoc),
  slice(GenerateWeeklyReportController, generateWeeklyReportDoc),
  slice(ListReportsController, listReportsDoc),
  slice(GetSystemStatusController, getSystemStatusDoc),
  slice(RequestReplayController, requestReplayDoc),
];

/** The admin console's endpoints; `@AdminOnly()` and the role checks need AuthModule's RolesService. */
@Module({
  imports: [AuthModule],
  controllers: controllersOf(SLICES),
  providers: [
    CheckAdminStatusHandler,
    GrantDeveloperAccessHandler,
    CheckDeveloperStatusHandler,
    GetStatsHandler,
    ListUsersHandler,
    ListContributionsHandler,
    ReviewContributionHandler,
    ListAllCommunityDocumentsHandler,
    ListFeedbackHandler,
    GetAuditTrailHandler,
    GetAnalyticsHandler,
    GetTokenAnalyticsHandler,
    WeeklyFigures,
    GenerateWeeklyReportHandler,
    ListReportsHandler,
    GetSystemStatusHandler,
    RequestReplayHandler,
  ],
})
export class AdminModule {}

export const ADMIN_AREA = area(AdminModule, SLICES);
