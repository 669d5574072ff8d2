import { Readable } from 'node:stream';
import type * as s3Sdk from '@aws-sdk/client-s3';
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

type S3Sdk = typeof s3Sdk;

// The SDK loads with the first file operation: a server that keeps its files on disk never pays
// for loading it at start.
let sdk: Promise<S3Sdk> | undefined;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

const isMissing = (s3: S3Sdk, error: unknown) =>
  error instanceof s3.S3ServiceException && ['NoSuchKey', 'NotFound'].includes(error.name);

/**
 * Files as private objects in an S3 bucket, under the same keys as on disk. Nothing is public:
 * the app serves them itself through the uploads route.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const { bucket } = options;
  let client: s3Sdk.S3Client | undefined;
  const connect = async () => {
    const s3 = await loadSdk();
    client ??= new s3.S3Client({
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
    return { s3, client };
  };

  return {
    async put(key, bytes, putOptions) {
      if (!isStorageKey(key)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
      const { s3, client } = await connect();
      await client.send(
        new s3.PutObjectCommand({
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
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async stat(key) {
      if (!isStorageKey(key)) return null;
      const { s3, client } = await connect();
      try {
        const head = await client.send(new s3.HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(s3, error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      if (!isStorageKey(key)) return null;
      const { s3, client } = await connect();
      try {
        const object = await client.send(
          new s3.GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body');
        return object.Body;
      } catch (error) {
        if (isMissing(s3, error)) return null;
        throw error;
      }
    },
  };
}
