/**
 * The feature's pages for the route table (app/routes.tsx), each loaded on its first visit: the
 * shell's imports from the feature's index never pull a page into the first download
 * (docs/decisions/0026-initial-javascript.md).
 */
export const screens = {
  ToolkitPage: () => import('./routes/toolkit-page').then((module) => module.ToolkitPage),
  BusinessModelCanvasPage: () =>
    import('./routes/tool-pages').then((module) => module.BusinessModelCanvasPage),
  FinancialProjectionsPage: () =>
    import('./routes/tool-pages').then((module) => module.FinancialProjectionsPage),
  InvestorDatabasePage: () =>
    import('./routes/tool-pages').then((module) => module.InvestorDatabasePage),
  PitchDeckPage: () => import('./routes/tool-pages').then((module) => module.PitchDeckPage),
  VestingCalculatorPage: () =>
    import('./routes/tool-pages').then((module) => module.VestingCalculatorPage),
};
