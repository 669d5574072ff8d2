export { VideoCallPage } from './routes/video-call-page';
