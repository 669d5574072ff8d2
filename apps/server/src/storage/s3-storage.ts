import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { isStorageKey, type FileStorage } from './file-storage';

export type S3StorageOptions = {
  /** An S3-compatible service's address; without it, AWS S3 in `region`. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address the bucket in the path (http://host/bucket/key) rather than in the host name. */
  forcePathStyle: boolean;
};

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && ['NoSuchKey', 'NotFound'].includes(error.name);

/**
 * Files as private objects in an S3 bucket, under the same keys as on disk. Nothing is public:
 * the app serves them itself through the uploads route.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const { bucket } = options;
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    forcePathStyle: options.forcePathStyle,
    // The SDK's default checksum headers are not understood by every S3-compatible service.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A storage service that does not answer fails the request instead of holding it.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });

  return {
    async put(key, bytes, putOptions) {
      if (!isStorageKey(key)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: putOptions?.contentType,
        }),
      );
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      // S3 answers a delete of a missing object with success too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async stat(key) {
      if (!isStorageKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      if (!isStorageKey(key)) return null;
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body');
        return object.Body;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}
