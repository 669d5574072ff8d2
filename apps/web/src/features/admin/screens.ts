/**
 * The feature's pages for the route table (app/routes.tsx), each loaded on its first visit: the
 * shell's imports from the feature's index never pull a page into the first download
 * (docs/decisions/0026-initial-javascript.md).
 */
export const screens = {
  AdminLayout: () => import('./components/admin-layout').then((module) => module.AdminLayout),
  AdminDashboardPage: () =>
    import('./routes/admin-dashboard-page').then((module) => module.AdminDashboardPage),
  AdminMemberPage: () =>
    import('./routes/admin-member-page').then((module) => module.AdminMemberPage),
  AdminReportsPage: () =>
    import('./routes/admin-reports-page').then((module) => module.AdminReportsPage),
  RevenuePage: () => import('./routes/revenue-page').then((module) => module.RevenuePage),
  MatchmakingPage: () =>
    import('./routes/matchmaking-page').then((module) => module.MatchmakingPage),
  AnalyticsPage: () => import('./routes/analytics-page').then((module) => module.AnalyticsPage),
  PartnersPage: () => import('./routes/partners-page').then((module) => module.PartnersPage),
};
