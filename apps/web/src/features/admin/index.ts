export { AdminLayout } from './components/admin-layout';
export { AdminDashboardPage } from './routes/admin-dashboard-page';
export { AdminMemberPage } from './routes/admin-member-page';
export { AdminReportsPage } from './routes/admin-reports-page';
export { RevenuePage } from './routes/revenue-page';
export { MatchmakingPage } from './routes/matchmaking-page';
export { AnalyticsPage } from './routes/analytics-page';
export { PartnersPage } from './routes/partners-page';
