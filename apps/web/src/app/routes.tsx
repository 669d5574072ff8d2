import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { NotFoundPage } from './errors/not-found-page';
import { RootErrorPage, RouteErrorPage } from './errors/route-error-page';
import { AccessGuard } from './guards/access-guard';
import { RootLayout } from './layout/root-layout';
import { screens as accounts } from '../features/accounts/screens';
import { screens as admin } from '../features/admin/screens';
import { screens as agreements } from '../features/agreements/screens';
import { screens as billing } from '../features/billing/screens';
import { screens as circles } from '../features/circles/screens';
import { screens as discover } from '../features/discover/screens';
import { screens as ideas } from '../features/ideas/screens';
import { screens as messages } from '../features/messages/screens';
import { screens as networking } from '../features/networking/screens';
import { screens as personalityTest } from '../features/personality-test/screens';
import { screens as pitch } from '../features/pitch/screens';
import { screens as projects } from '../features/projects/screens';
import { screens as reputation } from '../features/reputation/screens';
import { screens as toolkit } from '../features/toolkit/screens';
import { screens as videoCalls } from '../features/video-calls/screens';

/**
 * A route whose screen loads on first visit (docs/decisions/0026-initial-javascript.md). (The
 * function form of `lazy`: the object form mutates the route definition, which breaks a second
 * router.)
 */
function screen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

// Pages that compose several features live in app/routes; each still loads on first visit.
const composed = {
  MemberProfilePage: () =>
    import('./routes/member-profile-page').then((module) => module.MemberProfilePage),
  MyProfilePage: () =>
    import('./routes/my-profile/my-profile-page').then((module) => module.MyProfilePage),
  ConnectionsPage: () =>
    import('./routes/connections/connections-page').then((module) => module.ConnectionsPage),
  DashboardPage: () =>
    import('./routes/dashboard/dashboard-page').then((module) => module.DashboardPage),
  TeamMatchesPage: () =>
    import('./routes/team-matches/team-matches-page').then((module) => module.TeamMatchesPage),
};

const publicRoutes: RouteObject[] = [
  { path: 'browse', ...screen(discover.DiscoverPage) },
  { path: 'discover', ...screen(discover.DiscoverPage) },
  { path: 'ideas', ...screen(ideas.IdeasPage) },
  { path: 'networking', ...screen(networking.NetworkingPage) },
  { path: 'circles', ...screen(circles.CirclesPage) },
  { path: 'circles/:id', ...screen(circles.CirclePage) },
  { path: 'agreements', ...screen(agreements.AgreementsPage) },
  { path: 'toolkit', ...screen(toolkit.ToolkitPage) },
  { path: 'toolkit/vesting-calculator', ...screen(toolkit.VestingCalculatorPage) },
  { path: 'toolkit/business-model-canvas', ...screen(toolkit.BusinessModelCanvasPage) },
  { path: 'toolkit/financial-projections', ...screen(toolkit.FinancialProjectionsPage) },
  { path: 'toolkit/pitch-deck', ...screen(toolkit.PitchDeckPage) },
  { path: 'toolkit/investor-database', ...screen(toolkit.InvestorDatabasePage) },
  { path: 'pricing', ...screen(billing.PricingPage) },
  { path: 'profile/:id', ...screen(composed.MemberProfilePage) },
  { path: 'auth/callback', ...screen(accounts.AuthCallbackPage) },
  { path: 'verify-email', ...screen(accounts.VerifyEmailPage) },
  { path: 'forgot-password', ...screen(accounts.ForgotPasswordPage) },
  { path: 'reset-password', ...screen(accounts.ResetPasswordPage) },
  // Guards itself: the welcome step shows after the account exists (the visitor is signed in).
  { path: 'signup', ...screen(accounts.SignupPage) },
];

const guestRoutes: RouteObject[] = [{ path: 'signin', ...screen(accounts.SignInPage) }];

const memberRoutes: RouteObject[] = [
  { path: 'dashboard', ...screen(composed.DashboardPage) },
  { path: 'profile', ...screen(composed.MyProfilePage) },
  { path: 'connections', ...screen(composed.ConnectionsPage) },
  { path: 'projects/new', ...screen(projects.NewProjectPage) },
  { path: 'ideas/:id/project', ...screen(ideas.IdeaProjectPage) },
  { path: 'projects/:id', ...screen(projects.ProjectPage) },
  { path: 'projects/:id/edit', ...screen(projects.EditProjectPage) },
  { path: 'team-matches', ...screen(composed.TeamMatchesPage) },
  { path: 'leaderboard', ...screen(reputation.LeaderboardPage) },
  { path: 'billing', ...screen(billing.BillingPage) },
  { path: 'checkout/:id', ...screen(billing.CheckoutPage) },
  { path: 'personality-test', ...screen(personalityTest.PersonalityTestPage) },
  // In the navigation for visitors too: they are sent to sign in and brought back.
  { path: 'pitch', ...screen(pitch.PitchPage) },
  { path: 'messages/:id', ...screen(messages.ConversationPage) },
  { path: 'video-call/:id', ...screen(videoCalls.VideoCallPage) },
];

const adminRoutes: RouteObject[] = [
  {
    ...screen(admin.AdminLayout),
    children: [
      { index: true, ...screen(admin.AdminDashboardPage) },
      { path: 'users/:userId', ...screen(admin.AdminMemberPage) },
      { path: 'reports', ...screen(admin.AdminReportsPage) },
      { path: 'revenue', ...screen(admin.RevenuePage) },
      { path: 'matchmaking', ...screen(admin.MatchmakingPage) },
      { path: 'analytics', ...screen(admin.AnalyticsPage) },
      { path: 'partners', ...screen(admin.PartnersPage) },
    ],
  },
];

/** The route table (docs/product.md#navigation). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        // A page that throws keeps the header: this error boundary sits inside the layout.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to="/browse" replace /> },
          ...publicRoutes,
          { element: <AccessGuard rule="guest" />, children: guestRoutes },
          { element: <AccessGuard rule="member" />, children: memberRoutes },
          { path: 'admin', element: <AccessGuard rule="admin" />, children: adminRoutes },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
