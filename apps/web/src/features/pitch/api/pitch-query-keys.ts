export const pitchQueryKeys = {
  own: ['pitch', 'own'] as const,
  recommendations: ['pitch', 'recommendations'] as const,
};
