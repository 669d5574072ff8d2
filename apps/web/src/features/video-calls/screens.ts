/**
 * The feature's pages for the route table (app/routes.tsx), each loaded on its first visit: the
 * shell's imports from the feature's index never pull a page into the first download
 * (docs/decisions/0026-initial-javascript.md).
 */
export const screens = {
  VideoCallPage: () => import('./routes/video-call-page').then((module) => module.VideoCallPage),
};
