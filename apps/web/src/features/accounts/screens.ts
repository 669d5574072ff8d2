/**
 * The feature's pages for the route table (app/routes.tsx), each loaded on its first visit: the
 * shell's imports from the feature's index never pull a page into the first download
 * (docs/decisions/0026-initial-javascript.md).
 */
export const screens = {
  SignInPage: () => import('./routes/sign-in-page').then((module) => module.SignInPage),
  SignupPage: () => import('./routes/signup-page').then((module) => module.SignupPage),
  AuthCallbackPage: () =>
    import('./routes/auth-callback-page').then((module) => module.AuthCallbackPage),
  VerifyEmailPage: () =>
    import('./routes/verify-email-page').then((module) => module.VerifyEmailPage),
  ForgotPasswordPage: () =>
    import('./routes/forgot-password-page').then((module) => module.ForgotPasswordPage),
  ResetPasswordPage: () =>
    import('./routes/reset-password-page').then((module) => module.ResetPasswordPage),
};
