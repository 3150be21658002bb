import { DemoSignInController, demoSignInDoc } from './auth/demo-sign-in/demo-sign-in.http.controller';
import { AskQuestionController, askQuestionDoc } from './chat/ask-question/ask-question.http.controller';
import { GetHistoryController, getHistoryDoc } from './chat/get-history/get-history.http.controller';
import { GetSessionController, getSessionDoc } from './chat/get-session/get-session.http.controller';
import { type RouteDoc } from './http/openapi/route-docs';
import { GetStatusController, getStatusDoc } from './status/get-status/get-status.http.controller';
import { GetSubscriptionController, getSubscriptionDoc } from './user/get-subscription/get-subscription.http.controller';

/** Every slice's controller and its OpenAPI description, registered in one place. */
export const SLICE_CONTROLLERS = [
  DemoSignInController,
  AskQuestionController,
  GetHistoryController,
  GetSessionController,
  GetSubscriptionController,
  GetStatusController,
];

export const ROUTE_DOCS: readonly RouteDoc[] = [
  demoSignInDoc,
  askQuestionDoc,
  getHistoryDoc,
  getSessionDoc,
  getSubscriptionDoc,
  getStatusDoc,
];
