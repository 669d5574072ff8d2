export { contentTypeForExtension, detectImageType, type ImageType } from './image-type';
export { createLocalStorage, resolveInside, type FileStorage } from './local-storage';
export {
  publicUploadUrl,
  registerUploadsRoutes,
  uploadKeyFromUrl,
  UPLOADS_URL_PREFIX,
} from './uploads.routes';
