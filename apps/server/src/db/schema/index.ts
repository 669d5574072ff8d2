export * from './auth';
export * from './profiles';
export * from './match-decisions';
export * from './connections';
export * from './referrals';
export * from './video-call-requests';
export * from './sign-in-failures';
export * from './reputation';
