/** Series colours that keep 3:1 contrast on white, in the brand's family first. */
export const chartColors = [
  '#4f46e5',
  '#0d9488',
  '#d97706',
  '#db2777',
  '#2563eb',
  '#7c3aed',
  '#65a30d',
  '#dc2626',
];

/** The equity pool's slice and other "rest" series. */
export const restColor = '#94a3b8';
