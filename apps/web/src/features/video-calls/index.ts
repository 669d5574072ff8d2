/** 'Schedule Call' and its dialog, for a connected member's profile and the chat header. */
export { ScheduleCallButton } from './components/schedule-call-button';
/** The member's call requests and accepted calls, for the dashboard and /connections. */
export { PeerCalls, UpcomingCalls } from './components/upcoming-calls';
