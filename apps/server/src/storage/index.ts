export { createConfiguredStorage, type StorageConfig } from './configured-storage';
export type { ByteRange, FileStorage } from './file-storage';
export { contentTypeForExtension, detectImageType, type ImageType } from './image-type';
export { createLocalStorage, resolveInside } from './local-storage';
export {
  publicUploadUrl,
  registerUploadsRoutes,
  uploadKeyFromUrl,
  UPLOADS_URL_PREFIX,
} from './uploads.routes';
