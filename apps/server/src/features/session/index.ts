export { registerSessionRoutes as registerSessionFeature } from './session.routes';
