export { createConfiguredStorage, type StorageConfig } from './configured-storage';
export type { ByteRange, FileStorage } from './file-storage';
export { contentTypeForExtension, detectImageType, type ImageType } from './image-type';
export { createLocalStorage, resolveInside } from './local-storage';
export {
  hasPictureVariants,
  pictureVariantKeys,
  putMissingPictureVariants,
  putPicture,
  removePicture,
} from './picture-files';
export { PictureDecodeError, resizePicture, type PictureVariant } from './picture-resize';
export {
  publicUploadUrl,
  registerUploadsRoutes,
  uploadKeyFromUrl,
  UPLOADS_URL_PREFIX,
} from './uploads.routes';
