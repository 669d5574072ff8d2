import { accountDeletionExpectations } from './expectations/account-deletion';
import { accountSessionsExpectations } from './expectations/account-sessions';
import { agreementsExpectations } from './expectations/agreements';
import { authExpectations } from './expectations/auth';
import { billingExpectations } from './expectations/billing';
import { checkInExpectations } from './expectations/check-in';
import { circlesExpectations } from './expectations/circles';
import { connectionsExpectations } from './expectations/connections';
import { dataExportExpectations } from './expectations/data-export';
import { ideasExpectations } from './expectations/ideas';
import { linkedAccountsExpectations } from './expectations/linked-accounts';
import { matchingExpectations } from './expectations/matching';
import { messagesExpectations } from './expectations/messages';
import { personalityTestExpectations } from './expectations/personality-test';
import { adminExpectations } from './expectations/admin';
import { networkingExpectations } from './expectations/networking';
import { partnersExpectations } from './expectations/partners';
import { pitchExpectations } from './expectations/pitch';
import { platformExpectations } from './expectations/platform';
import { profilesExpectations } from './expectations/profiles';
import { projectsExpectations } from './expectations/projects';
import { reputationExpectations } from './expectations/reputation';
import { referralsExpectations } from './expectations/referrals';
import { safetyExpectations } from './expectations/safety';
import { successPredictionExpectations } from './expectations/success-prediction';
import { toolkitExpectations } from './expectations/toolkit';
import { videoCallsExpectations } from './expectations/video-calls';
import type { RouteExpectation } from './matrix-types';

/**
 * Every HTTP route of the app, as `'METHOD /url'` from its route table, with what each caller
 * gets. A route the app serves without an entry here fails the access matrix test.
 */
export const routeExpectations: Record<string, RouteExpectation<unknown>> = {
  ...platformExpectations,
  ...authExpectations,
  ...accountSessionsExpectations,
  ...linkedAccountsExpectations,
  ...profilesExpectations,
  ...connectionsExpectations,
  ...matchingExpectations,
  ...safetyExpectations,
  ...messagesExpectations,
  ...videoCallsExpectations,
  ...reputationExpectations,
  ...checkInExpectations,
  ...projectsExpectations,
  ...ideasExpectations,
  ...circlesExpectations,
  ...personalityTestExpectations,
  ...adminExpectations,
  ...partnersExpectations,
  ...networkingExpectations,
  ...pitchExpectations,
  ...successPredictionExpectations,
  ...agreementsExpectations,
  ...billingExpectations,
  ...referralsExpectations,
  ...toolkitExpectations,
  ...dataExportExpectations,
  ...accountDeletionExpectations,
};

/** Routes the matrix tries over a websocket instead (see realtime-expectations.ts). */
export const websocketRoutes = new Set(['GET /api/realtime']);
