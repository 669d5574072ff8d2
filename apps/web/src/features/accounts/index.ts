export { SignInPage } from './routes/sign-in-page';
export { SignupPage } from './routes/signup-page';
export { AuthCallbackPage } from './routes/auth-callback-page';
export { VerifyEmailPage } from './routes/verify-email-page';
export { ForgotPasswordPage } from './routes/forgot-password-page';
export { ResetPasswordPage } from './routes/reset-password-page';
export { SecuritySettingsCard } from './components/security-settings-card';
