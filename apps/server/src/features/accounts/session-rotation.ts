import { createAuthMiddleware } from 'better-auth/api';

/**
 * A browser that signs in while it still holds a session gets a new one, and the old one ends:
 * signing in again never leaves a second live session behind (a fixed or stolen cookie is not
 * kept alive by its owner signing in).
 */
export const endReplacedSession = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== '/sign-in/email') return;
  const fresh = ctx.context.newSession;
  if (!fresh) return;
  const previous = await ctx.getSignedCookie(
    ctx.context.authCookies.sessionToken.name,
    ctx.context.secret,
  );
  if (previous && previous !== fresh.session.token) {
    await ctx.context.internalAdapter.deleteSession(previous);
  }
});
