/** /toolkit?tool=equity-calculator: the equity calculator, in the page instead of the list. */
export const EQUITY_CALCULATOR_VIEW = 'equity-calculator';
