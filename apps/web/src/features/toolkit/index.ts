export { ToolkitPage } from './routes/toolkit-page';
