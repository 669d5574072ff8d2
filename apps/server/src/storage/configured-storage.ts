import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage, type S3StorageOptions } from './s3-storage';

/** Which backend keeps uploads, from STORAGE_BACKEND and the S3_* variables (config/env.ts). */
export type StorageConfig =
  { backend: 'local'; root: string } | ({ backend: 's3' } & S3StorageOptions);

export function createConfiguredStorage(config: StorageConfig): FileStorage {
  if (config.backend === 'local') return createLocalStorage(config.root);
  const { backend: _backend, ...options } = config;
  return createS3Storage(options);
}
