export { ToolkitPage } from './routes/toolkit-page';
export {
  BusinessModelCanvasPage,
  FinancialProjectionsPage,
  InvestorDatabasePage,
  PitchDeckPage,
  VestingCalculatorPage,
} from './routes/tool-pages';
