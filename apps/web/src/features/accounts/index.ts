export { SignInPage } from './routes/sign-in-page';
export { SignUpPage } from './routes/sign-up-page';
export { AuthCallbackPage } from './routes/auth-callback-page';
